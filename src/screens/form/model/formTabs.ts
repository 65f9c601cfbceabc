import type { FormPanelLayout } from './formLayout';

/** A tab a bespoke page adds to a tabbed form (the journey's map): placed after the panel `after`, or last. */
export interface ExtraTab {
  key: string;
  after?: string;
}

/** The tabs of a tabbed form: its panels in order, with the page's own tabs where they ask to be. */
export function tabKeys(layout: readonly FormPanelLayout[], extra: readonly ExtraTab[] = []): string[] {
  const keys = layout.map((panel) => panel.key);
  for (const tab of extra) {
    const at = tab.after === undefined ? -1 : keys.indexOf(tab.after);
    if (at < 0) keys.push(tab.key);
    else keys.splice(at + 1, 0, tab.key);
  }
  return keys;
}

/** The panel that holds a field, by its input's path (`dates.1.price` is in the panel of `dates`). */
export function panelOfPath(layout: readonly FormPanelLayout[], path: string): string | undefined {
  const name = path.split('.')[0];
  return layout.find((panel) =>
    panel.items.some(({ field, confirmation }) => field.name === name || confirmation?.name === name),
  )?.key;
}

/** How many fields with a problem each panel holds (the paths of the inputs with one); panels without none. */
export function problemsPerPanel(layout: readonly FormPanelLayout[], paths: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of new Set(paths.map((path) => path.split('.')[0] as string))) {
    const key = panelOfPath(layout, name);
    if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** The first of `keys` in the order of `tabs`: the tab to show of those asked for (the first with a problem). */
export const firstTabOf = (tabs: readonly string[], keys: readonly string[]): string | undefined =>
  tabs.find((tab) => keys.includes(tab));
