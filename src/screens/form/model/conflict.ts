import type { FieldDefinition } from '../../../../registry/types';
import { emptyValue, fromInput, toInput } from './codecs';
import type { FormInputs } from './formBody';

/** A field someone else saved while the form was open: their value and the form's. */
export interface ConflictChange {
  field: FieldDefinition;
  server: unknown;
  mine: unknown;
}

/** An input as the form sends it. */
const sent = (field: FieldDefinition, input: unknown) => fromInput(field, input).value ?? emptyValue(field);
/** A stored value as the form would send it back, so that equal values compare equal. */
const canonical = (field: FieldDefinition, value: unknown) => sent(field, toInput(field, value));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose saved value changed between loading the form (`loaded`) and now (`server`). */
export function conflictChanges(
  fields: readonly FieldDefinition[],
  loaded: Readonly<Record<string, unknown>>,
  server: Readonly<Record<string, unknown>>,
  inputs: FormInputs,
): ConflictChange[] {
  return fields.flatMap((field) => {
    if (field.writeOnly) return [];
    const before = canonical(field, loaded[field.name]);
    const now = canonical(field, server[field.name]);
    if (same(before, now)) return [];
    return [{ field, server: now, mine: sent(field, inputs[field.name]) }];
  });
}
