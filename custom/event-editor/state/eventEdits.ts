import { NULLABLE_TEXT_FIELDS } from './editorFields';
import { withEvent, type EditorState } from './editorState';
import type { EditorEventFields } from './types';

/** Sets one of the event's own fields; an emptied optional text becomes null, as the API keeps it. */
export function setEventField<K extends keyof EditorEventFields>(
  state: EditorState,
  field: K,
  value: EditorEventFields[K],
): EditorState {
  const stored = NULLABLE_TEXT_FIELDS.has(field) && value === '' ? null : value;
  return withEvent(state, { [field]: stored });
}
