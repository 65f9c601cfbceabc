import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useCan } from '@refinedev/core';
import { UnsavedChangesNotifier } from '@refinedev/react-router';
import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, errorMessage } from '../../../src/console';
import { isInvalidRefusal } from '../state/saveErrors';
import type { EventEditorApi } from '../state/editorApi';
import type { BatchOperations, EditorEvent } from '../state/types';
import { CompactView } from './CompactView';
import { EditorDialogs } from './dialogs/EditorDialogs';
import { EditorBreadcrumbs } from './EditorBreadcrumbs';
import { EditorErrors } from './EditorErrors';
import { EditorPanels } from './EditorPanels';
import { EditorSaveBar } from './EditorSaveBar';
import { EditorTabs } from './EditorTabs';
import { EditorToolbar } from './EditorToolbar';
import { editorResources } from './editorResources';
import { EventChecklist } from './EventChecklist';
import { useEventFieldsForm } from './fields/useEventFieldsForm';
import { SaveSummary } from './SaveSummary';
import { ShownErrors, shownFieldErrors } from './shownErrors';
import { useEditorNotifications } from './useEditorNotifications';
import { useLeaveWarning } from './useLeaveWarning';
import { useViewKeeping } from './useViewKeeping';

interface EventEditorProps {
  api: EventEditorApi;
  event: EditorEvent;
  /** The summary of a save made before the editor opened here (a new event's first save). */
  savedBefore?: BatchOperations;
}

/** Spec 2 §2-§5: the event editor's screen; everything it shows and does comes from the editor state. */
export function EventEditor({ api, event, savedBefore }: EventEditorProps) {
  const { t } = useTranslation();
  const [saveTried, setSaveTried] = useState(false);
  const shownErrors = shownFieldErrors(api.errors.fields, saveTried, api.preferences.showValidationHints);
  const form = useEventFieldsForm(api, editorResources.events, shownErrors);
  const notify = useEditorNotifications(api.preferences);
  const leave = useLeaveWarning(api.hasUnsavedChanges);
  const keepFocus = useViewKeeping(api.view, !api.busy.dates);
  const { data: deleteRight } = useCan({ resource: editorResources.events.name, action: 'delete' });
  const [confirming, setConfirming] = useState<'rollback' | 'delete'>();
  const [restored] = useState(api.restoredFromSession && api.hasUnsavedChanges);
  useEffect(() => {
    if (restored) notify('info', t('eventEditor.restored'));
  }, [restored, notify, t]);

  const save = async () => {
    setSaveTried(true);
    try {
      await api.save();
      setSaveTried(false);
      notify('success', t('eventEditor.saved'));
    } catch (error) {
      // Fields that are not valid show at the fields and in the one validation list.
      if (!isInvalidRefusal(error)) notify('warning', errorMessage(error, t));
    }
  };
  const rollback = () => {
    setConfirming(undefined);
    setSaveTried(false);
    api.dialogs.closeAll();
    api.rollback();
    notify('info', t('eventEditor.rollback.done'));
  };
  // Deleting leaves for the list without asking; a refusal shows as the API error and the warning is back.
  const deleteEvent = async () => {
    leave.arm(false);
    try {
      await api.deleteEvent();
    } catch {
      leave.arm(api.hasUnsavedChanges);
    } finally {
      setConfirming(undefined);
    }
  };
  const saved = event.id_tk_event !== undefined;
  const operations = api.lastOperations ?? savedBefore;
  return (
    <CompactView on={api.preferences.compactView}>
      <UnsavedChangesNotifier translationKey="form.unsavedChanges" />
      <FormProvider {...form}>
        <Stack spacing={api.preferences.compactView ? 1 : 2} data-event-editor onFocusCapture={keepFocus}>
          <EditorBreadcrumbs listRoute={editorResources.events.route} title={event.title} />
          <EditorToolbar
            api={api}
            title={event.title || t('eventEditor.title')}
            onDelete={saved && deleteRight?.can ? () => setConfirming('delete') : undefined}
          />
          {restored && api.hasUnsavedChanges && <Alert severity="info">{t('eventEditor.restored')}</Alert>}
          <EditorErrors apiError={api.errors.apiError} validation={saveTried ? api.errors.validation : []} />
          {operations && !api.hasUnsavedChanges && <SaveSummary operations={operations} />}
          <EventChecklist
            checklist={api.checklist}
            open={api.preferences.checklistOpen}
            onToggle={() => api.setPreference('checklistOpen', !api.preferences.checklistOpen)}
          />
          <EditorTabs tab={api.view.tab} onChange={api.view.setTab} />
          <ShownErrors value={shownErrors}>
            <EditorPanels api={api} event={event} />
          </ShownErrors>
          <EditorSaveBar api={api} onSave={() => void save()} onRollback={() => setConfirming('rollback')} />
        </Stack>
      </FormProvider>
      <EditorDialogs api={api} />
      <ConfirmDialog
        open={confirming === 'rollback'}
        title={t('eventEditor.rollback.title')}
        text={t('eventEditor.rollback.text')}
        confirmLabel={t('eventEditor.rollback.confirm')}
        destructive
        deleting={false}
        onCancel={() => setConfirming(undefined)}
        onConfirm={rollback}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title={t('eventEditor.delete.title', { title: event.title })}
        text={t('eventEditor.delete.text')}
        deleting={api.busy.deleting}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => void deleteEvent()}
      />
    </CompactView>
  );
}
