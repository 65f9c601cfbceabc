import type { FieldDefinition } from '../../../../registry/types';
import type { FieldMessage } from '../../../../registry/validation-keys';
import { choicesOf, fieldKindOf, nestedFields, type FieldKind } from './fieldKinds';
import { formatMoney, parseMoney } from './money';
import { looksLikeJson, parseJsonText } from '../../../../domain/json-text';
import { sanitizeHtml } from './sanitizeHtml';

/** What an empty input holds, for every kind but switches, lists and nested objects. */
export const EMPTY_INPUT = '';

/** A date the picker could not read: kept so that the check reports it rather than losing it. */
export const INVALID_DATE = 'invalid';

/** An input read for the API: its value (undefined when empty), or the problems found on the way. */
export interface Decoded {
  value?: unknown;
  errors?: FieldMessage[];
}

interface Codec {
  /** The stored value as the input holds it. */
  toInput(field: FieldDefinition, value: unknown): unknown;
  /** The input as the API takes it. */
  fromInput(field: FieldDefinition, input: unknown): Decoded;
}

const isEmpty = (input: unknown) => input === EMPTY_INPUT || input === null || input === undefined;
const problem = (key: string): Decoded => ({ errors: [{ key }] });

const plain: Codec = {
  toInput: (_field, value) => (value === null || value === undefined ? EMPTY_INPUT : value),
  fromInput: (_field, input) => (isEmpty(input) ? {} : { value: input }),
};

const text: Codec = {
  toInput: (_field, value) => (value === null || value === undefined ? EMPTY_INPUT : String(value)),
  fromInput: plain.fromInput,
};

const numeric: Codec = {
  toInput: text.toInput,
  fromInput(_field, input) {
    if (isEmpty(input)) return {};
    const value = Number(input);
    return Number.isFinite(value) ? { value } : problem('error.type');
  },
};

const money: Codec = {
  toInput: (_field, value) =>
    value === null || value === undefined || value === '' ? EMPTY_INPUT : formatMoney(Number(value)),
  fromInput(_field, input) {
    if (isEmpty(input) || String(input).trim() === '') return {};
    const value = parseMoney(String(input));
    return value === undefined ? problem('error.float') : { value };
  },
};

const json: Codec = {
  toInput: (_field, value) => (value === null || value === undefined ? EMPTY_INPUT : JSON.stringify(value, null, 2)),
  fromInput(_field, input) {
    if (isEmpty(input) || String(input).trim() === '') return {};
    try {
      return { value: JSON.parse(String(input)) };
    } catch {
      return problem('error.json');
    }
  },
};

const EMPTY_EDITOR = /^(<p>\s*<\/p>)*$/;

/**
 * A text that holds JSON where it is JSON (a system setting's value): shown indented, saved
 * compact; a text that opens like JSON but does not parse is refused, any other text is kept.
 */
const jsontext: Codec = {
  toInput(_field, value) {
    if (value === null || value === undefined) return EMPTY_INPUT;
    const parsed = parseJsonText(String(value));
    return parsed.isJson && typeof parsed.value === 'object' ? JSON.stringify(parsed.value, null, 2) : String(value);
  },
  fromInput(_field, input) {
    if (isEmpty(input)) return {};
    const parsed = parseJsonText(String(input));
    if (parsed.isJson) return { value: JSON.stringify(parsed.value) };
    return looksLikeJson(String(input)) ? problem('error.json') : { value: input };
  },
};
const richtext: Codec = {
  toInput: (_field, value) => (typeof value === 'string' ? sanitizeHtml(value) : EMPTY_INPUT),
  fromInput(_field, input) {
    const html = sanitizeHtml(String(input ?? ''));
    return EMPTY_EDITOR.test(html.trim()) ? {} : { value: html };
  },
};

const switchCodec: Codec = {
  toInput: (_field, value) => value === true,
  fromInput: (_field, input) => ({ value: input === true }),
};

const images: Codec = {
  toInput: (_field, value) => (Array.isArray(value) ? value : []),
  fromInput: (_field, input) => ({ value: Array.isArray(input) ? input : [] }),
};

const rows: Codec = {
  toInput: (field, value) => (Array.isArray(value) ? value.map((row) => objectToInputs(nestedFields(field), row)) : []),
  fromInput(field, input) {
    const items = Array.isArray(input) ? input : [];
    const decoded = items.map((row) => inputsToObject(nestedFields(field), row));
    const errors = decoded.flatMap((row, index) => row.errors.map((error) => nest(error, String(index))));
    return { value: decoded.map((row) => row.value), errors };
  },
};

const object: Codec = {
  toInput: (field, value) => objectToInputs(nestedFields(field), value),
  fromInput(field, input) {
    const decoded = inputsToObject(nestedFields(field), input);
    return { value: decoded.value, errors: decoded.errors };
  },
};

/** A list of ids: an empty list is sent as such, so that removing the last one is saved. */
const references: Codec = {
  toInput: (_field, value) => (Array.isArray(value) ? value.map(Number) : []),
  fromInput: (_field, input) => ({ value: Array.isArray(input) ? input.map(Number) : [] }),
};

/** Values of an enum list, in the order of its enum: an empty list is sent as such. */
const choices: Codec = {
  toInput: (_field, value) => (Array.isArray(value) ? value : []),
  fromInput: (field, input) => {
    const chosen = new Set(Array.isArray(input) ? input : []);
    return { value: choicesOf(field).filter((value) => chosen.has(value)) };
  },
};

/** One codec per kind: a kind without one does not compile. */
const codecs: { [K in FieldKind]: Codec } = {
  text,
  textarea: text,
  richtext,
  money,
  slug: text,
  image: text,
  images,
  color: text,
  switch: switchCodec,
  select: plain,
  date: text,
  datetime: text,
  url: text,
  email: text,
  password: text,
  reference: plain,
  json,
  jsontext,
  html: text,
  number: numeric,
  integer: numeric,
  rows,
  object,
  references,
  choices,
};

const nest = (error: FieldMessage, prefix: string): FieldMessage => ({
  ...error,
  field: error.field ? `${prefix}.${error.field}` : prefix,
});

export function toInput(field: FieldDefinition, value: unknown): unknown {
  return codecs[fieldKindOf(field)].toInput(field, value);
}

/** A field's input for the API; its problems name the field (and the row and property inside it). */
export function fromInput(field: FieldDefinition, input: unknown): Decoded {
  const decoded = codecs[fieldKindOf(field)].fromInput(field, input);
  return { ...decoded, errors: (decoded.errors ?? []).map((error) => nest(error, field.name)) };
}

function objectToInputs(fields: readonly FieldDefinition[], value: unknown): Record<string, unknown> {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field.name, toInput(field, record[field.name] ?? field.default)]));
}

/** Plain text: a string without a format, for which an empty text is a value. */
export const isPlainText = (field: FieldDefinition) => field.type === 'string' && field.format === undefined;

/**
 * What a field left empty is sent as: null where allowed, an empty text where text is required,
 * else nothing (the check then says whether it is missing). A write-only value left empty stays as it is.
 */
export function emptyValue(field: FieldDefinition): unknown {
  if (field.writeOnly) return undefined;
  if (field.nullable) return null;
  return field.required && isPlainText(field) ? '' : undefined;
}

function inputsToObject(fields: readonly FieldDefinition[], input: unknown) {
  const inputs = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const value: Record<string, unknown> = {};
  const errors: FieldMessage[] = [];
  for (const field of fields) {
    const decoded = fromInput(field, inputs[field.name]);
    errors.push(...(decoded.errors ?? []));
    const sent = decoded.value ?? emptyValue(field);
    if (sent !== undefined) value[field.name] = sent;
  }
  return { value, errors };
}
