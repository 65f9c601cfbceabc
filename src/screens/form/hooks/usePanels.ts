import { useCallback, useState } from 'react';

/** Which panels of a form are open: the first at the start, all or none on request, and those asked for. */
export function usePanels(keys: readonly string[]) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(keys.slice(0, 1)));
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
