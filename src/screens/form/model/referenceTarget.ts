import type { EntityDefinition, Registry, ResourceDefinition } from '../../../../registry/types';

/** What a reference field points to, and where the names of those records come from. */
export interface ReferenceTarget {
  /** The referenced entity, whose label (`x-label`) names its records. */
  entity: EntityDefinition;
  /** The resource serving the referenced records (their links); none for an entity no resource serves. */
  serving?: ResourceDefinition;
  /** The referring resource and its field: `GET {referrer.api}/references/{field}` answers the names. */
  referrer: ResourceDefinition;
  field: string;
}

/** The target of a reference field of `resource` (x-ref, its items' x-ref, created_by, updated_by); none for another field. */
export function referenceTarget(
  registry: Registry,
  resource: ResourceDefinition,
  fieldName: string,
): ReferenceTarget | undefined {
  const reference = resource.entity.fields[fieldName]?.reference;
  const entity = reference && registry.entities[reference.entity];
  if (!reference || !entity) return undefined;
  const serving = reference.resource === undefined ? undefined : registry.resource(reference.resource);
  return { entity, serving, referrer: resource, field: fieldName };
}

/** The references call of a target: the path, and its query for ids or for typed text. */
export function referencesPath(target: ReferenceTarget, query: { ids: readonly number[] } | { text: string }): string {
  const path = `${target.referrer.api}/references/${encodeURIComponent(target.field)}`;
  if ('ids' in query) return `${path}?${new URLSearchParams({ 'id[$in]': query.ids.join(',') })}`;
  const text = query.text.trim();
  return text ? `${path}?${new URLSearchParams({ q: text })}` : path;
}
