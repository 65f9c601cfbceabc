import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { UnsavedChangesNotifier } from '@refinedev/react-router';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../../registry/types';
import { useResourceLabels } from '../labels';
import { ConflictDialog } from './ConflictDialog';
import { FormAssistButtons } from './FormAssistButtons';
import { FormChecklist } from './FormChecklist';
import { FormPanel } from './FormPanel';
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
import { formTitle } from './model/formTitle';
import { RelatedRecordsPanel } from './RelatedRecordsPanel';
import { SaveBar } from './SaveBar';

interface ResourceFormProps extends Pick<ResourceRecord, 'save' | 'fetchCurrent'> {
  resource: ResourceDefinition;
  mode: FormMode;
  id: string | undefined;
  record: Record<string, unknown> | undefined;
  /** The address's query: a new record takes the values it names. */
  query?: URLSearchParams;
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
  embedded = false,
}: ResourceFormProps) {
  const { t } = useTranslation();
  const labels = useResourceLabels(resource);
  const state = useResourceForm({ resource, mode, record, save, fetchCurrent, query, warnOnLeave: !embedded });
  const history = useRecordHistory(resource, mode === 'edit' ? id : undefined);
  const relatedLists = useRelatedRecords(resource, mode === 'edit' && !embedded ? id : undefined);
  const title = formTitle(resource, labels.resource, mode, mode === 'edit' ? state.record : record);
  const editing = mode === 'edit';
  const rights = useRecordRights(resource, mode);
  const { readOnly } = rights;
  const assists = useFormAssists({
    resource,
    record: editing && !readOnly ? record : undefined,
    form: state.form,
    layout: state.layout,
    reveal: state.panels.reveal,
  });
  return (
    <FormProvider {...state.form}>
      {!embedded && <UnsavedChangesNotifier translationKey="form.unsavedChanges" />}
      <Stack component="form" noValidate spacing={2} onSubmit={state.submit}>
        <FormToolbar
          title={t(title.key, title.values)}
          listRoute={resource.screens.list && !embedded ? resource.route : undefined}
          copyRoute={editing && !embedded && rights.mayCopy && id ? `${resource.route}/copy/${id}` : undefined}
          onOpenAll={state.panels.openAll}
          onCloseAll={state.panels.closeAll}
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
        {state.layout.map((panel) => (
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
        ))}
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
  );
}
