import type { FieldDefinition, Registry, ResourceDefinition } from '../../../registry/types.ts';
import { choicesOf, fieldKindOf, nestedFields } from '../../../src/screens/form/model/fieldKinds.ts';
import { enumLabelKeys, fieldLabelKeys } from '../../../src/i18n/labelKeys.ts';

/**
 * A text the console looks up by its keys, the first found; `home` is where it belongs when none has
 * it: a label of a system field in common, any other field's with its entity.
 */
export interface Lookup {
  keys: readonly string[];
  home: string;
}

const single = (key: string): Lookup => ({ keys: [key], home: key });
const label = (keys: string[], system: boolean): Lookup => ({ keys, home: (system ? keys.at(-1) : keys[1]) ?? '' });

/**
 * The label lookups of a field as the generated screens ask for them: its own, one per enum value
 * (but null), and those of the fields of its rows or properties, named by their path with
 * underscores (`phones_type`, see useFieldLabels).
 */
function fieldLookups(resource: ResourceDefinition, field: FieldDefinition, key: string): Lookup[] {
  const kind = fieldKindOf(field);
  const values = (field.enum ?? (kind === 'choices' ? choicesOf(field) : [])).filter((value) => value !== null);
  const inner = kind === 'rows' || kind === 'object' ? nestedFields(field) : [];
  return [
    label(fieldLabelKeys(resource, key), field.system),
    ...values.map((value) => label(enumLabelKeys(resource, key, value), field.system)),
    ...inner.flatMap((item) => fieldLookups(resource, item, `${key}_${item.name}`)),
  ];
}

/** Every text a resource's list and form screens look up: its label, its fields' (system fields too, internal ones not). */
export function resourceLookups(resource: ResourceDefinition): Lookup[] {
  const fields = resource.entity.fieldNames
    .map((name) => resource.entity.fields[name] as FieldDefinition)
    .filter((field) => !field.schema['x-internal']);
  return [single(resource.label), ...fields.flatMap((field) => fieldLookups(resource, field, field.name))];
}

/** The message keys an entity declares for its fields' failed checks (`x-messages`). */
function messageKeys(resource: ResourceDefinition): string[] {
  return Object.values(resource.entity.fields).flatMap((field) => Object.values(field.schema['x-messages'] ?? {}));
}

/** Every text the registry makes the console show: resources, their fields, messages and actions, and the menu. */
export function registryLookups(registry: Registry): Lookup[] {
  return [
    ...registry.resources.flatMap((resource) => [
      ...resourceLookups(resource),
      ...[
        ...messageKeys(resource),
        ...resource.actions.flatMap((action) => [action.label, ...(action.done ? [action.done] : [])]),
      ].map(single),
    ]),
    ...registry.menu.flatMap((group) => [group.label, ...group.entries.map((entry) => entry.label)]).map(single),
  ];
}
