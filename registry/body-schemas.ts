import type { EntityDefinition } from './types';

export type WriteMode = 'create' | 'patch' | 'put';

/**
 * The Ajv options the request bodies are checked with, on the server and, compiled at build
 * time, in the console: both must answer a body with the same errors.
 */
export const BODY_AJV_OPTIONS = { allErrors: true, strict: false, coerceTypes: false, allowUnionTypes: true } as const;

/**
 * Defaults fill in what a body leaves out. A patch leaves the fields it does not name as they are, so
 * its schema has no field defaults (bodySchemas); a value it sends whole (a list of rows) gets the
 * defaults of what is inside, as a create would give them.
 */
export const FILLS_DEFAULTS: Readonly<Record<WriteMode, boolean>> = { create: true, put: true, patch: true };

type PropertySchema = Record<string, unknown>;

const withoutDefault = (properties: Record<string, PropertySchema>) =>
  Object.fromEntries(Object.entries(properties).map(([name, { default: _unused, ...property }]) => [name, property]));

/**
 * The JSON Schemas of an entity's request bodies: its writable fields, no others; a create needs
 * the required fields, a put also the version, a patch only the version (x-concurrency).
 */
export function bodySchemas(entity: EntityDefinition): Record<WriteMode, object> {
  const writable: Record<string, PropertySchema> = Object.fromEntries(
    Object.entries(entity.schema.properties as Record<string, PropertySchema>).filter(
      ([name]) => !entity.fields[name]?.readOnly,
    ),
  );
  const required = (entity.schema.required ?? []).filter((name) => name in writable);
  const version = entity.concurrency ? { version: { type: 'integer', minimum: 1 } } : {};
  const object = (properties: object, needed: string[]) => ({
    type: 'object',
    properties,
    required: needed,
    additionalProperties: false,
  });
  return {
    create: object(writable, required),
    put: object({ ...writable, ...version }, [...required, ...Object.keys(version)]),
    patch: object({ ...withoutDefault(writable), ...version }, Object.keys(version)),
  };
}
