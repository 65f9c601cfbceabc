import { useCallback, useState } from 'react';

/** The panels open when a form opens: the first `count` (the resource's `form.openPanels`). */
export const panelsOpenAtStart = (keys: readonly string[], count: number): ReadonlySet<string> =>
  new Set(keys.slice(0, count));

/** Which panels of a form are open: the first `openAtStart` at the start, all or none on request, and those asked for. */
export function usePanels(keys: readonly string[], openAtStart = 1) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => panelsOpenAtStart(keys, openAtStart));
  const reveal = useCallback(
    (more: readonly string[]) =>
      setOpen((current) => (more.every((key) => current.has(key)) ? current : new Set([...current, ...more]))),
    [],
  );
  return {
    isOpen: (key: string) => open.has(key),
    toggle: (key: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    openAll: () => setOpen(new Set(keys)),
    closeAll: () => setOpen(new Set()),
    /** Opens the given panels too (those holding a field with a problem). */
    reveal,
  };
}
