import type { ResourceDefinition } from '../../registry/types.ts';

type Scalar = string | number | boolean;
const isScalar = (value: unknown): value is Scalar => ['string', 'number', 'boolean'].includes(typeof value);

/**
 * The entity fields a resource's fixed filter sets to one plain value (`{ "app_user": true }`): a
 * record created through the resource carries them, so it is found in the list it was made from.
 * Query flags, operators (`>`, `%`, lists) and `$or`/`$and` fix no value and are left out.
 */
export function fixedFieldValues(resource: ResourceDefinition): Record<string, Scalar> {
  const fields = resource.entity.fields;
  return Object.fromEntries(
    Object.entries(resource.filter).filter(
      (entry): entry is [string, Scalar] =>
        entry[0] in fields && isScalar(entry[1]) && !/^[<>!%]|%$/.test(String(entry[1])),
    ),
  );
}
