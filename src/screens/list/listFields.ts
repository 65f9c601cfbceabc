import type { FieldDefinition, ResourceDefinition } from '../../../registry/types';

/** Whether the API lets a list sort and filter by the field: never private, write-only or JSON fields. */
export function isQueryable(field: FieldDefinition | undefined): field is FieldDefinition {
  return field !== undefined && !field.private && !field.writeOnly && field.sqlType !== 'jsonb';
}

/** The list's columns a user may sort and filter by, in the list's order. */
export function queryableColumns(resource: ResourceDefinition): FieldDefinition[] {
  return resource.list.columns.map((name) => resource.entity.fields[name]).filter(isQueryable);
}
