import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import type { EditorTab } from '../state/types';
import { TAB_PANELS } from '../state/editorTabs';

export const tabId = (tab: EditorTab) => `event-tab-${tab}`;
export const tabPanelId = (tab: EditorTab) => `event-tabpanel-${tab}`;

/** The editor's tabs; each shows some of the numbered panels (editorTabs.ts). */
export function EditorTabs({ tab, onChange }: { tab: EditorTab; onChange: (tab: EditorTab) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={tab}
      onChange={(_event, next: EditorTab) => onChange(next)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('eventEditor.tabs.label')}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {TAB_PANELS.map((entry) => (
        <Tab
          key={entry.tab}
          value={entry.tab}
          label={t(`eventEditor.tabs.${entry.tab}`)}
          id={tabId(entry.tab)}
          aria-controls={tabPanelId(entry.tab)}
        />
      ))}
    </Tabs>
  );
}
