import { useCallback, useState } from 'react';

/** Which menu groups are expanded: the user toggles them, and the group of the current page opens by itself. */
export function useOpenGroups(activeGroup: string | undefined) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(activeGroup ? [activeGroup] : []));
  const [shownActive, setShownActive] = useState(activeGroup);
  if (activeGroup !== shownActive) {
    setShownActive(activeGroup);
    if (activeGroup && !open.has(activeGroup)) setOpen(new Set([...open, activeGroup]));
  }
  const toggle = useCallback(
    (key: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  return { isOpen: (key: string) => open.has(key), toggle };
}
