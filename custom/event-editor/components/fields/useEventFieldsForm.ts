import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldDefinition, ResourceDefinition } from '../../../../registry/types';
import {
  emptyValue,
  fieldKindOf,
  type FormInputs,
  fromInput,
  initialInputs,
  TEXT_ERROR,
  toInput,
} from '../../../../src/console';
import type { EventEditorApi } from '../../state/editorApi';
import { EVENT_FIELDS, type EventField } from '../../state/editorFields';
import type { EditorEventFields } from '../../state/types';
import { fieldsOf, fieldsResolver } from './fieldsCheck';

/** Whether a field links other records (the location, genres …): the panels give those pickers of their own. */
const linksRecords = (field: FieldDefinition) => ['reference', 'references'].includes(fieldKindOf(field));

const asJson = (value: unknown) => JSON.stringify(value ?? null);

/**
 * The event's fields as a react-hook-form form, so that the generated widgets edit them. The editor
 * state stays the truth: each input the user changes goes to `setField` once it reads as a value
 * (a half-typed amount stays in its input), and a value the state changes by itself (rollback, a
 * reload, a restored session) comes back into its input. Hints follow the `showValidationHints` preference.
 */
export function useEventFieldsForm(
  api: EventEditorApi,
  resource: ResourceDefinition,
  fieldErrors: Readonly<Record<string, string>>,
) {
  const fields = useMemo(() => fieldsOf(resource, EVENT_FIELDS).filter((field) => !linksRecords(field)), [resource]);
  const setField = useRef(api.setField);
  useEffect(() => {
    setField.current = api.setField;
  });

  const event = api.event;
  // What the inputs and the state agree on, field by field.
  const agreed = useRef(new Map<string, string>());
  const [defaultValues] = useState(() => initialInputs(fields, event as Record<string, unknown> | undefined));
  const form = useForm<FormInputs>({
    defaultValues,
    resolver: fieldsResolver(resource, fields, 'patch', api.preferences.showValidationHints),
    mode: 'onTouched',
  });

  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ values: inputs, name }) => {
        const fieldName = name?.split('.')[0];
        const field = fields.find((candidate) => candidate.name === fieldName);
        if (!field) return;
        const decoded = fromInput(field, inputs[field.name]);
        if ((decoded.errors ?? []).length > 0) return;
        const value = decoded.value ?? emptyValue(field);
        if (value === undefined || asJson(value) === agreed.current.get(field.name)) return;
        agreed.current.set(field.name, asJson(value));
        setField.current(field.name as EventField, value as EditorEventFields[EventField]);
      },
    });
  }, [form, fields]);

  useEffect(() => {
    if (!event) return;
    for (const field of fields) {
      const value = event[field.name as EventField];
      if (asJson(value) === agreed.current.get(field.name)) continue;
      agreed.current.set(field.name, asJson(value));
      const input = toInput(field, value);
      if (asJson(form.getValues(field.name)) !== asJson(input)) form.setValue(field.name, input);
    }
  }, [event, fields, form]);

  // Turned on, the hints show every problem there is; turned off, none.
  const hinted = useRef(api.preferences.showValidationHints);
  useEffect(() => {
    const on = api.preferences.showValidationHints;
    if (hinted.current === on) return;
    hinted.current = on;
    if (on) void form.trigger();
    else form.clearErrors();
  }, [api.preferences.showValidationHints, form]);

  // The state's verdict on the event's inputs, set when it changes (the answers are new objects each time).
  const verdict = JSON.stringify(
    fields.flatMap((field) => (fieldErrors[field.name] ? [[field.name, fieldErrors[field.name]]] : [])),
  );
  useEffect(() => {
    for (const [name, message] of JSON.parse(verdict) as [string, string][])
      form.setError(name, { type: TEXT_ERROR, message });
  }, [verdict, form]);

  return form;
}
