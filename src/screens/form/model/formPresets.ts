import type { FieldDefinition } from '../../../../registry/types';

type Row = Record<string, unknown>;

function presetValue(field: FieldDefinition, text: string): unknown {
  if (field.type === 'integer' || field.type === 'number') {
    const value = Number(text);
    return text.trim() !== '' && Number.isFinite(value) ? value : undefined;
  }
  if (field.type === 'boolean') return text === 'true' ? true : text === 'false' ? false : undefined;
  return field.type === 'string' ? text : undefined;
}

/**
 * The values a new record starts from: each field's default, and the values the address gives for
 * fields one may write (`/internet/menu/item/create?id_web_menu=3`: a new item of that menu); an
 * address value that does not suit its field is left out.
 */
export function createPresets(fields: readonly FieldDefinition[], query: URLSearchParams): Row {
  return Object.fromEntries(
    fields.map((field) => {
      const given = field.writeOnly ? null : query.get(field.name);
      const value = given === null ? undefined : presetValue(field, given);
      return [field.name, value ?? field.default];
    }),
  );
}
