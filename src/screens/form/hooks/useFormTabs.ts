import { useCallback, useState } from 'react';
import { firstTabOf } from '../model/formTabs';

/**
 * The tab a tabbed form shows: the first at the start, the one chosen, and the first of those asked
 * for (the first holding a field with a problem, after a save was refused).
 */
export function useFormTabs(tabs: readonly string[]) {
  const [selected, setSelected] = useState(tabs[0] ?? '');
  const reveal = useCallback(
    (keys: readonly string[]) => {
      const first = firstTabOf(tabs, keys);
      if (first !== undefined) setSelected(first);
    },
    [tabs],
  );
  return { keys: tabs, selected: tabs.includes(selected) ? selected : (tabs[0] ?? ''), select: setSelected, reveal };
}

export type FormTabsState = ReturnType<typeof useFormTabs>;
