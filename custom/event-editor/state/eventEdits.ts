import { EVENT_FIELDS } from './editorFields';
import { withEvent, type EditorState } from './editorState';
import { entityNamed } from './registryEntity';
import type { EditorEventFields } from './types';

const eventFields = entityNamed('tickets/event').fields;

/** The event's texts that may be empty (typed `["string", "null"]`): the API keeps an emptied one as null. */
const NULLABLE_TEXT_FIELDS: ReadonlySet<string> = new Set(
  EVENT_FIELDS.filter((name) => {
    const field = eventFields[name];
    return field?.type === 'string' && field.nullable;
  }),
);

/** Sets one of the event's own fields; an emptied optional text becomes null, as the API keeps it. */
export function setEventField<K extends keyof EditorEventFields>(
  state: EditorState,
  field: K,
  value: EditorEventFields[K],
): EditorState {
  const stored = NULLABLE_TEXT_FIELDS.has(field) && value === '' ? null : value;
  return withEvent(state, { [field]: stored });
}
