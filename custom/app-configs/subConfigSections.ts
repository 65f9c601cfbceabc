import type { Registry, ResourceDefinition } from '../../registry/types';

/** One sub-configuration of an app configuration as the editor shows it. */
export interface SubConfigSection {
  /** The configuration's field that names it (`id_app_config_logos`). */
  field: string;
  /** The resource that serves it; its API path takes the POST that creates and links one. */
  resource: ResourceDefinition;
  /** Its id, or null while the configuration has none. */
  id: number | null;
}

/**
 * The sub-configurations of a configuration, in the order its entity declares their references:
 * each reference field (system fields aside) and the resource serving the entity it points to.
 */
export function subConfigSections(
  registry: Registry,
  configs: ResourceDefinition,
  record: Readonly<Record<string, unknown>> | undefined,
): SubConfigSection[] {
  return configs.entity.fieldNames.flatMap((name) => {
    const field = configs.entity.fields[name];
    if (!field?.ref || field.system) return [];
    const resource = registry.resources.find((candidate) => candidate.entity.name === field.ref?.entity);
    if (!resource) return [];
    const id = record?.[name];
    return [{ field: name, resource, id: typeof id === 'number' ? id : null }];
  });
}
