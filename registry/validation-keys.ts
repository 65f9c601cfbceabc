import type { ErrorObject } from 'ajv';
import { ownValue } from './own-key.ts';

/** A field problem as the API's error answers and the console's forms carry it. */
export interface FieldMessage {
  /** The offending field, dotted for nested values (`phones.0.number`); absent for the whole body. */
  field?: string;
  /** The spec's message key, e.g. `error.empty`. */
  key: string;
  params?: Record<string, unknown>;
}

/** The spec's message key for a failed JSON Schema keyword. */
function keyFor(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return 'error.empty';
    case 'minLength':
      return error.params.limit === 1 ? 'error.empty' : `error.min${String(error.params.limit)}`;
    case 'format':
      return error.params.format === 'email' ? 'error.email' : 'error.format';
    case 'additionalProperties':
      return 'error.unknown_field';
    case 'type':
      return 'error.type';
    case 'maxLength':
      return 'error.too_long';
    case 'pattern':
      return 'error.pattern';
    case 'minimum':
    case 'exclusiveMinimum':
      return 'error.minimum';
    case 'maximum':
    case 'exclusiveMaximum':
      return 'error.maximum';
    case 'enum':
      return 'error.enum';
    default:
      return 'error.invalid';
  }
}

function fieldOf(error: ErrorObject): string | undefined {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (error.keyword === 'required') return [path, String(error.params.missingProperty)].filter(Boolean).join('.');
  if (error.keyword === 'additionalProperties')
    return [path, String(error.params.additionalProperty)].filter(Boolean).join('.');
  return path || undefined;
}

/** A field's own message keys by failed keyword (the entity's x-messages). */
export type MessageOverrides = (field: string) => Readonly<Record<string, string>> | undefined;

/**
 * The field's own key for a failed keyword. An empty text (`minLength` 1, which the registry gives
 * every required text) is a missing value: without a key of its own it takes the `required` one.
 */
function ownKeyFor(error: ErrorObject, messages: Readonly<Record<string, string>> | undefined): string | undefined {
  const empty = error.keyword === 'minLength' && error.params.limit === 1;
  if (!messages) return undefined;
  return ownValue(messages, error.keyword) ?? (empty ? ownValue(messages, 'required') : undefined);
}

/** Ajv's errors as message keys by field: the same on the server and in the console. */
export function toFieldErrors(errors: ErrorObject[], overrides?: MessageOverrides): FieldMessage[] {
  return errors.map((error) => {
    const field = fieldOf(error);
    const own = field === undefined ? undefined : ownKeyFor(error, overrides?.(field));
    return { ...(field ? { field } : {}), key: own ?? keyFor(error), params: { ...error.params } };
  });
}
