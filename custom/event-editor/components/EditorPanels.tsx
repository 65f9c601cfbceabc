import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { EventEditorApi } from '../state/editorApi';
import type { EditorEvent } from '../state/types';
import { EditorPanel } from './EditorPanel';
import { panelsOf } from '../state/editorTabs';
import { tabId, tabPanelId } from './EditorTabs';
import { BasicsPanel } from './panels/BasicsPanel';
import { DatesPanel } from './panels/DatesPanel';
import { GenresArtistsPanel } from './panels/GenresArtistsPanel';
import { MetaPanel } from './panels/MetaPanel';
import { PriceCategoriesPanel } from './panels/PriceCategoriesPanel';
import { TextsPanel } from './panels/TextsPanel';

const PANEL_KEYS = ['basics', 'texts', 'dates', 'prices', 'programme', 'meta'] as const;

/** The numbered panels of the current tab. */
export function EditorPanels({ api, event }: { api: EventEditorApi; event: EditorEvent }) {
  const { t } = useTranslation();
  const { view } = api;
  const activeDates = event.dates.filter((date) => !date.isDeleted).length;
  const activeCategories = event.price_categories.filter((category) => !category.isDeleted).length;
  const content = (index: number) => {
    switch (index) {
      case 0:
        return <BasicsPanel api={api} event={event} />;
      case 1:
        return <TextsPanel event={event} />;
      case 2:
        return <DatesPanel api={api} event={event} />;
      case 3:
        return <PriceCategoriesPanel api={api} event={event} />;
      case 4:
        return <GenresArtistsPanel api={api} event={event} />;
      default:
        return <MetaPanel event={event} advanced={api.preferences.showAdvancedOptions} />;
    }
  };
  const summaries: Partial<Record<number, string>> = {
    2: api.busy.dates ? t('eventEditor.dates.loading') : t('eventEditor.dates.count', { count: activeDates }),
    3: t('eventEditor.priceCategories.count', { count: activeCategories }),
  };
  return (
    <Stack
      spacing={api.preferences.compactView ? 1 : 2}
      role="tabpanel"
      id={tabPanelId(view.tab)}
      aria-labelledby={tabId(view.tab)}
    >
      {panelsOf(view.tab).map((index) => (
        <EditorPanel
          key={index}
          index={index}
          title={t(`eventEditor.panels.${PANEL_KEYS[index]}`)}
          summary={summaries[index]}
          open={view.openPanels.has(index)}
          onToggle={() => view.togglePanel(index)}
        >
          {content(index)}
        </EditorPanel>
      ))}
    </Stack>
  );
}
