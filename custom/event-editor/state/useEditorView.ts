import { useEffect, useMemo, useState } from 'react';
import type { EventEditorApi } from './editorApi';
import { panelsOf } from './editorTabs';
import { readView, saveView, type EditorViewState } from './sessionDraft';

/** Spec 2 §2: six panels, 0 to 5, the first open; the basic tab. */
export const PANEL_COUNT = 6;
const INITIAL_VIEW: EditorViewState = {
  tab: 'basic',
  openPanels: [0],
  focusedField: undefined,
  scrollTop: 0,
  datePage: 0,
};

/** The screen's place (tab, open panels, focused field, scroll position, date page), kept for the session. */
export function useEditorView(eventId: number | undefined): EventEditorApi['view'] {
  const [view, setView] = useState<EditorViewState>(() => ({ ...INITIAL_VIEW, ...readView(eventId) }));
  useEffect(() => saveView(eventId, view), [eventId, view]);

  return useMemo(() => {
    const change = (values: Partial<EditorViewState>) => setView((current) => ({ ...current, ...values }));
    const openPanels = new Set(view.openPanels);
    return {
      tab: view.tab,
      // A tab shows its panels open: the tab's click is the only one needed.
      setTab: (tab) =>
        setView((current) => ({
          ...current,
          tab,
          openPanels: [...new Set([...current.openPanels, ...panelsOf(tab)])].sort((a, b) => a - b),
        })),
      openPanels,
      togglePanel: (index) =>
        setView((current) => ({
          ...current,
          openPanels: current.openPanels.includes(index)
            ? current.openPanels.filter((open) => open !== index)
            : [...current.openPanels, index].sort((a, b) => a - b),
        })),
      openAllPanels: () => change({ openPanels: [...Array(PANEL_COUNT).keys()] }),
      closeAllPanels: () => change({ openPanels: [] }),
      focusedField: view.focusedField,
      setFocusedField: (focusedField) => change({ focusedField }),
      scrollTop: view.scrollTop,
      setScrollTop: (scrollTop) => change({ scrollTop }),
      datePage: view.datePage,
      setDatePage: (datePage) => change({ datePage }),
    };
  }, [view]);
}
