import type { FieldDefinition, Registry, ResourceDefinition } from '../../../registry/types.ts';
import { fieldKindOf, nestedFields } from '../../../src/generated/form/model/fieldKinds.ts';
import { enumLabelKey, fieldLabelKey } from '../../../src/generated/labels.ts';

/**
 * The label keys of a field as the generated screens ask for them: its own, one per enum value
 * (but null), and those of the fields of its rows or properties, named by their path with
 * underscores (`phones_type`, see useFieldLabels).
 */
function fieldKeys(resource: ResourceDefinition, field: FieldDefinition, key: string): string[] {
  const values = (field.enum ?? []).filter((value) => value !== null);
  const kind = fieldKindOf(field);
  const inner = kind === 'rows' || kind === 'object' ? nestedFields(field) : [];
  return [
    fieldLabelKey(resource, key),
    ...values.map((value) => enumLabelKey(resource, key, value)),
    ...inner.flatMap((item) => fieldKeys(resource, item, `${key}_${item.name}`)),
  ];
}

/** Every key a resource's list and form screens look up: its label, its fields' (system fields too, internal ones not). */
export function resourceKeys(resource: ResourceDefinition): string[] {
  const fields = resource.entity.fieldNames
    .map((name) => resource.entity.fields[name] as FieldDefinition)
    .filter((field) => !field.schema['x-internal']);
  return [resource.label, ...fields.flatMap((field) => fieldKeys(resource, field, field.name))];
}

/** The message keys an entity declares for its fields' failed checks (`x-messages`). */
function messageKeys(resource: ResourceDefinition): string[] {
  return Object.values(resource.entity.fields).flatMap((field) => Object.values(field.schema['x-messages'] ?? {}));
}

/** Every key the registry makes the console show: resources, their fields, messages and actions, and the menu. */
export function registryKeys(registry: Registry): string[] {
  return [
    ...registry.resources.flatMap((resource) => [
      ...resourceKeys(resource),
      ...messageKeys(resource),
      ...resource.actions.flatMap((action) => [action.label, ...(action.done ? [action.done] : [])]),
    ]),
    ...registry.menu.flatMap((group) => [group.label, ...group.entries.map((entry) => entry.label)]),
  ];
}
