import type { FieldDefinition } from '../../../../registry/types';
import { fieldKindOf, nestedFields } from './fieldKinds';

/** Kinds that hold fields of their own: a problem of the whole list or object sits at `<path>.root`. */
const CONTAINERS = new Set(['rows', 'object']);

/**
 * The input that shows a problem reported at `path` (`phones.0.number`, as the API and the
 * checks name it): the nearest field the form renders, or undefined when there is none.
 */
export function inputPathOf(fields: readonly FieldDefinition[], path: string): string | undefined {
  const [name, ...rest] = path.split('.');
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) return undefined;
  const kind = fieldKindOf(field);
  const own = CONTAINERS.has(kind) ? `${field.name}.root` : field.name;
  if (rest.length === 0 || !CONTAINERS.has(kind)) return own;
  const [index = '', ...inRow] = rest;
  if (kind === 'rows' && !/^\d+$/.test(index)) return own;
  const inner = inputPathOf(nestedFields(field), (kind === 'rows' ? inRow : rest).join('.'));
  if (!inner) return own;
  return kind === 'rows' ? `${field.name}.${index}.${inner}` : `${field.name}.${inner}`;
}
