import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../../registry/types';
import { FormPanelFields } from './FormPanel';
import type { FormTabsState } from './hooks/useFormTabs';
import type { FormPanelLayout } from './model/formLayout';
import { problemsPerPanel } from './model/formTabs';

interface FormTabsProps {
  resource: ResourceDefinition;
  layout: readonly FormPanelLayout[];
  tabs: FormTabsState;
  /** The name of each tab. */
  label: (key: string) => string;
  /** The content of the page's own tabs, by key. */
  extraContent?: Readonly<Record<string, ReactNode>>;
  record: Readonly<Record<string, unknown>> | undefined;
  editing: boolean;
  readOnly: boolean;
}

/**
 * The panels of a form shown one at a time as tabs (`form.layout: "tabs"`); a tab holding fields with
 * a problem says how many. Only the tab shown is drawn: the form keeps the others' values.
 */
export function FormTabs({
  resource,
  layout,
  tabs,
  label,
  extraContent = {},
  record,
  editing,
  readOnly,
}: FormTabsProps) {
  const { t } = useTranslation();
  const { errors } = useFormState();
  const problems = problemsPerPanel(layout, Object.keys(errors));
  const panel = layout.find(({ key }) => key === tabs.selected);
  return (
    <Paper variant="outlined">
      <Tabs
        value={tabs.selected}
        onChange={(_event, key: string) => tabs.select(key)}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.keys.map((key) => {
          const count = problems.get(key) ?? 0;
          return (
            <Tab
              key={key}
              value={key}
              id={`tab-${key}`}
              aria-controls={`tabpanel-${key}`}
              aria-label={count > 0 ? t('form.tabs.withProblems', { tab: label(key), count }) : undefined}
              label={
                count > 0 ? (
                  <Badge color="error" badgeContent={count} sx={{ pr: 1.5 }}>
                    {label(key)}
                  </Badge>
                ) : (
                  label(key)
                )
              }
            />
          );
        })}
      </Tabs>
      <Box role="tabpanel" id={`tabpanel-${tabs.selected}`} aria-labelledby={`tab-${tabs.selected}`} sx={{ p: 2 }}>
        {panel ? (
          <FormPanelFields resource={resource} panel={panel} record={record} editing={editing} readOnly={readOnly} />
        ) : (
          extraContent[tabs.selected]
        )}
      </Box>
    </Paper>
  );
}
