import { useTranslation } from 'react-i18next';
import type { EventEditorApi } from '../../state/editorApi';
import { DATE_TIME_FIELDS } from '../../state/editorFields';
import { toWireTime } from '../../state/editorTime';
import type { EditorDate } from '../../state/types';
import { editorResources } from '../editorResources';
import { FieldsDialog } from './FieldsDialog';

const BASIC_FIELDS = ['starts_at', 'ends_at', 'entry_starts_at', 'status', 'note'];
const ADVANCED_FIELDS = ['visible_from', 'visible_until', 'sort'];

/** A date as the form starts with it: its Berlin times as the moments the date-time widget holds. */
function formValues(date: EditorDate): Record<string, unknown> {
  const values: Record<string, unknown> = { ...date };
  for (const name of DATE_TIME_FIELDS) values[name] = toWireTime(date[name]);
  return values;
}

/** Spec 2 §2: the date dialog, for a new date or the one being edited; the state keeps its times as Berlin times. */
export function DateDialog({ api }: { api: EventEditorApi }) {
  const { t } = useTranslation();
  const { dialogs, preferences } = api;
  if (dialogs.open !== 'date') return null;
  const editing = api.event?.dates.find((date) => date.id_tk_event_date === dialogs.editing);
  return (
    <FieldsDialog
      key={`${dialogs.formKey.date}:${String(dialogs.editing)}`}
      api={api}
      dialog="date"
      title={t(editing ? 'eventEditor.dialogs.editDate' : 'eventEditor.dialogs.newDate')}
      resource={editorResources.dates}
      fields={preferences.showAdvancedOptions ? [...BASIC_FIELDS, ...ADVANCED_FIELDS] : BASIC_FIELDS}
      initial={editing && formValues(editing)}
      check="create"
      submitLabel={t(editing ? 'eventEditor.dialogs.apply' : 'eventEditor.dialogs.add')}
    />
  );
}
