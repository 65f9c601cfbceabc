import type { EntityDefinition, FieldDefinition, Registry } from '../../../registry/types.ts';

/**
 * A b-tree entry holds at most about 2.7 kB: text that may be longer is left out unless its field
 * asks for an index (`x-index: true`), which then vouches for its length.
 */
const LONGEST_INDEXED_TEXT = 1000;
const LONG_TEXT_WIDGETS = new Set(['textarea', 'richtext', 'json', 'jsontext', 'html']);

function indexable(field: FieldDefinition): boolean {
  if (field.sqlType === 'jsonb' || field.transient || field.private) return false;
  if (field.sqlType !== 'text') return true;
  const longest = field.schema.maxLength;
  return !LONG_TEXT_WIDGETS.has(field.widget) && (longest === undefined || longest <= LONGEST_INDEXED_TEXT);
}

/**
 * The columns of an entity that its lists order or narrow by: every list column (each can be
 * sorted), the default sort, the resources' fixed filters and agency column, and fields that ask
 * for an index (`x-index: true`); without the id (its primary key serves it), fields that opt out
 * (`x-index: false`), and fields whose own index leads with them already (references, unique
 * values). Each gets an index on (column, id), the order a page of the list is read in.
 */
export function listIndexColumns(registry: Registry, entity: EntityDefinition): string[] {
  const named = new Set<string>();
  for (const resource of registry.resources.filter((candidate) => candidate.entity === entity)) {
    for (const column of resource.list.columns) named.add(column);
    for (const term of resource.list.sort) named.add(term.replace(/^-/, ''));
    for (const column of Object.keys(resource.filter)) named.add(column);
    if (resource.agency && !resource.agency.via) named.add(resource.agency.column);
  }
  for (const field of Object.values(entity.fields)) if (field.schema['x-index'] === true) named.add(field.name);

  return [...named].filter((name) => {
    const field = entity.fields[name];
    if (!field || name === entity.idField || field.ref || field.unique) return false;
    const asked = field.schema['x-index'];
    return asked ?? indexable(field);
  });
}
