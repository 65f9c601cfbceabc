import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { UnsavedChangesNotifier } from '@refinedev/react-router';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../../registry/types';
import { useResourceLabels } from '../labels';
import { ConflictDialog } from './ConflictDialog';
import { FormAssistButtons } from './FormAssistButtons';
import { FormChecklist } from './FormChecklist';
import { FormPanel } from './FormPanel';
import { FormTabs } from './FormTabs';
import { RecordActionButtons } from '../actions/RecordActionButtons';
import { FormToolbar } from './FormToolbar';
import { HistoryDrawer } from './HistoryDrawer';
import { useFormAssists } from './hooks/useFormAssists';
import { useRecordHistory } from './hooks/useRecordHistory';
import { useRelatedRecords } from './hooks/useRelatedRecords';
import { useResourceForm } from './hooks/useResourceForm';
import { useRecordRights } from './hooks/useRecordRights';
import type { ResourceRecord } from './hooks/useResourceRecord';
import type { FormMode } from './model/formLayout';
import type { ExtraTab } from './model/formTabs';
import { formTitle } from './model/formTitle';
import { humanize } from '../labels';
import { PageWidgets, type PageWidgetTable } from './widgets/PageWidgets';
import { RelatedRecordsPanel } from './RelatedRecordsPanel';
import { SaveBar } from './SaveBar';

const NO_WIDGETS: PageWidgetTable = {};

interface ResourceFormProps extends Pick<ResourceRecord, 'save' | 'fetchCurrent'> {
  resource: ResourceDefinition;
  mode: FormMode;
  id: string | undefined;
  record: Record<string, unknown> | undefined;
  /** The address's query: a new record takes the values it names. */
  query?: URLSearchParams;
  /** A bespoke page's additions to a tabbed form: tabs of its own (a module constant) and their content. */
  extraTabs?: readonly ExtraTab[];
  extraContent?: Readonly<Record<string, ReactNode>>;
  /** The name of a panel or tab, where the page names them itself. */
  panelLabel?: (key: string) => string;
  /** Shown below the toolbar, inside the form (a page's status and actions). */
  header?: ReactNode;
  /** The record is shown, not edited, whatever the user's rights (a page's own reason, told in `header`). */
  readOnly?: boolean;
  /** The page's widgets for single fields, by schema path. */
  widgets?: PageWidgetTable;
  /** Shown in a dialog on another record's screen: no links away, no leave-page warning, no related lists. */
  embedded?: boolean;
}

/**
 * A generated create, copy or edit form: toolbar, panels, the records that refer to it, Save, the
 * conflict dialog and the history.
 * A record the user may not update (or the API never changes, an invoice) is shown, not edited.
 */
export function ResourceForm({
  resource,
  mode,
  id,
  record,
  save,
  fetchCurrent,
  query,
  extraTabs,
  extraContent,
  panelLabel,
  header,
  readOnly: pageReadOnly = false,
  widgets = NO_WIDGETS,
  embedded = false,
}: ResourceFormProps) {
  const { t } = useTranslation();
  const labels = useResourceLabels(resource);
  const state = useResourceForm({
    resource,
    mode,
    record,
    save,
    fetchCurrent,
    query,
    extraTabs,
    warnOnLeave: !embedded,
  });
  const tabbed = resource.form.layout === 'tabs';
  const label = panelLabel ?? ((key: string) => t(`form.panels.${key}`, { defaultValue: humanize(key) }));
  const history = useRecordHistory(resource, mode === 'edit' ? id : undefined);
  const relatedLists = useRelatedRecords(resource, mode === 'edit' && !embedded ? id : undefined);
  const title = formTitle(resource, labels.resource, mode, mode === 'edit' ? state.record : record);
  const editing = mode === 'edit';
  const rights = useRecordRights(resource, mode);
  const readOnly = rights.readOnly || pageReadOnly;
  const assists = useFormAssists({
    resource,
    record: editing && !readOnly ? record : undefined,
    form: state.form,
    layout: state.layout,
    reveal: state.reveal,
  });
  return (
    <PageWidgets value={widgets}>
      <FormProvider {...state.form}>
        {!embedded && <UnsavedChangesNotifier translationKey="form.unsavedChanges" />}
        <Stack component="form" noValidate spacing={2} onSubmit={state.submit}>
          <FormToolbar
            title={t(title.key, title.values)}
            listRoute={resource.screens.list && !embedded ? resource.route : undefined}
            copyRoute={editing && !embedded && rights.mayCopy && id ? `${resource.route}/copy/${id}` : undefined}
            onOpenAll={tabbed ? undefined : state.panels.openAll}
            onCloseAll={tabbed ? undefined : state.panels.closeAll}
            onHistory={history.allowed ? history.show : undefined}
            actions={
              editing && record ? (
                <>
                  <FormAssistButtons state={assists} />
                  <RecordActionButtons resource={resource} record={record} />
                </>
              ) : undefined
            }
          />
          {header}
          {state.problems.map((problem) => (
            <Alert key={problem} severity="error">
              {problem}
            </Alert>
          ))}
          {assists.problem && (
            <Alert severity="error" onClose={assists.dismiss}>
              {assists.problem}
            </Alert>
          )}
          {!readOnly && <FormChecklist resource={resource} />}
          {tabbed ? (
            <FormTabs
              resource={resource}
              layout={state.layout}
              tabs={state.tabs}
              label={label}
              extraContent={extraContent}
              record={state.record}
              editing={editing}
              readOnly={readOnly}
            />
          ) : (
            state.layout.map((panel) => (
              <FormPanel
                key={panel.key}
                resource={resource}
                panel={panel}
                open={state.panels.isOpen(panel.key)}
                onToggle={() => state.panels.toggle(panel.key)}
                record={state.record}
                editing={editing}
                readOnly={readOnly}
              />
            ))
          )}
          {editing &&
            !embedded &&
            relatedLists.map(({ related, field, inPlace, rows, total, failed, refresh }) => (
              <RelatedRecordsPanel
                key={related.name}
                related={related}
                presets={new URLSearchParams({ [field]: String(id) })}
                inPlace={inPlace}
                Form={ResourceForm}
                onSaved={refresh}
                rows={rows}
                total={total}
                failed={failed}
              />
            ))}
          {!readOnly && <SaveBar canSave={state.canSave} saving={state.saving} />}
        </Stack>
        <ConflictDialog
          resource={resource}
          changes={state.conflict?.changes}
          onReload={state.reload}
          onOverwrite={state.overwrite}
          onCancel={state.keepEditing}
        />
        {history.allowed && <HistoryDrawer resource={resource} history={history} />}
      </FormProvider>
    </PageWidgets>
  );
}
