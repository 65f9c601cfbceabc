import type { Registry, ResourceDefinition } from '../../../../registry/types';

/** Where a reference's records come from, and which of their columns names them. */
export interface ReferenceTarget {
  resource: ResourceDefinition;
  labelField: string;
}

/**
 * The resource serving an entity's records: the one a field names as its source (the roles its user
 * may grant), else the first one without a fixed filter, so that every record can be found.
 */
export function referenceTarget(registry: Registry, entityName: string, source?: string): ReferenceTarget | undefined {
  const serving = registry.resources.filter((resource) => resource.entity.name === entityName);
  const resource =
    serving.find((candidate) => candidate.name === source) ??
    serving.find((candidate) => Object.keys(candidate.filter).length === 0) ??
    serving[0];
  return resource ? { resource, labelField: labelFieldOf(resource) } : undefined;
}

/** The column naming a resource's records: the first text column of its list, else the id. */
export function labelFieldOf(resource: ResourceDefinition): string {
  return resource.list.columns.find((column) => resource.entity.fields[column]?.text) ?? resource.entity.idField;
}

export function recordLabel(target: ReferenceTarget, record: Readonly<Record<string, unknown>>): string {
  const label = record[target.labelField];
  return label === null || label === undefined || label === ''
    ? String(record[target.resource.entity.idField])
    : String(label);
}
