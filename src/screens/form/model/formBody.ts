import type { FieldDefinition } from '../../../../registry/types';
import type { FieldMessage } from '../../../../registry/validation-keys';
import { emptyValue, fromInput, isPlainText, toInput } from './codecs';

/** The form's inputs by field name, as react-hook-form holds them. */
export type FormInputs = Record<string, unknown>;
type Row = Record<string, unknown>;

export interface BuiltBody {
  body: Row;
  /** Inputs that could not be read (an amount, a JSON text), by field path. */
  errors: FieldMessage[];
}

/**
 * The inputs a form starts with: the record's values, or on a new record the schema's defaults.
 * Write-only values (passwords) never come back from the server and start empty.
 */
export function initialInputs(fields: readonly FieldDefinition[], record: Row | undefined): FormInputs {
  return Object.fromEntries(
    fields.map((field) => {
      const value = field.writeOnly ? undefined : record ? record[field.name] : field.default;
      return [field.name, toInput(field, value)];
    }),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The body of a create or copy: every field, an empty one as `emptyValue` says. */
export function createBody(fields: readonly FieldDefinition[], inputs: FormInputs): BuiltBody {
  const body: Row = {};
  const errors: FieldMessage[] = [];
  for (const field of fields) {
    const decoded = fromInput(field, inputs[field.name]);
    errors.push(...(decoded.errors ?? []));
    const sent = decoded.value ?? emptyValue(field);
    if (sent !== undefined) body[field.name] = sent;
  }
  return { body, errors };
}

/**
 * The body of an edit: only the fields whose value differs from the loaded one. An emptied field
 * is sent as null where allowed and as an empty text where it is plain text (the check then
 * decides); any other emptied field cannot be saved empty. An empty write-only field is unchanged.
 */
export function patchBody(fields: readonly FieldDefinition[], inputs: FormInputs, loaded: FormInputs): BuiltBody {
  const body: Row = {};
  const errors: FieldMessage[] = [];
  for (const field of fields) {
    const decoded = fromInput(field, inputs[field.name]);
    const fieldErrors = decoded.errors ?? [];
    if (fieldErrors.length === 0 && same(decoded.value, fromInput(field, loaded[field.name]).value)) continue;
    errors.push(...fieldErrors);
    if (decoded.value !== undefined) body[field.name] = decoded.value;
    else if (field.writeOnly || fieldErrors.length > 0) continue;
    else if (field.nullable) body[field.name] = null;
    else if (isPlainText(field)) body[field.name] = '';
    else errors.push({ field: field.name, key: 'error.empty' });
  }
  return { body, errors };
}
