import type { EditorTab } from './types';

/** The editor's tabs and the numbered panels each shows (spec 2 §2: panels 0 to 5, the tab `basic` first). */
export const TAB_PANELS: readonly { tab: EditorTab; panels: readonly number[] }[] = [
  { tab: 'basic', panels: [0, 4] },
  { tab: 'content', panels: [1] },
  { tab: 'dates', panels: [2] },
  { tab: 'prices', panels: [3] },
  { tab: 'meta', panels: [5] },
];

/** The panels a tab shows; choosing the tab opens them (one click, not a second on the panel). */
export const panelsOf = (tab: EditorTab) => TAB_PANELS.find((entry) => entry.tab === tab)?.panels ?? [0, 4];
