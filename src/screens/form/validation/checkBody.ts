import { entityValidators } from 'virtual:entity-validators';
import type { EntityDefinition } from '../../../../registry/types';
import { toFieldErrors, type FieldMessage } from '../../../../registry/validation-keys';

/**
 * Checks a body as the server will (`server/crud/body-validation.ts`), with the checks Ajv
 * compiled at build time: the same message keys, the entity's own ones (x-messages) included,
 * and `error.passmatch` for a confirmation that differs once the rest is valid.
 */
export function checkBody(
  entity: EntityDefinition,
  mode: 'create' | 'patch',
  body: Readonly<Record<string, unknown>>,
): FieldMessage[] {
  const validate = entityValidators[entity.name]?.[mode];
  if (!validate) throw new Error(`No body check was compiled for the entity ${entity.name}`);
  // A create check fills in defaults: it works on a copy.
  const copy = structuredClone(body) as Record<string, unknown>;
  if (!validate(copy)) {
    return toFieldErrors(validate.errors ?? [], (field) => entity.fields[field]?.schema['x-messages']);
  }
  return Object.values(entity.fields).flatMap((field) =>
    field.confirms !== undefined && copy[field.confirms] !== undefined && copy[field.name] !== copy[field.confirms]
      ? [{ field: field.name, key: 'error.passmatch' }]
      : [],
  );
}
