import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ownValue } from '../../registry/own-key.ts';
import { BODY_AJV_OPTIONS, bodySchemas, FILLS_DEFAULTS, type WriteMode } from '../../registry/body-schemas.ts';
import type { EntityDefinition } from '../../registry/types.ts';
import { badRequest } from '../errors.ts';
import { sanitizeRichText } from './rich-text.ts';
import { toFieldErrors } from '../http/validation-errors.ts';

export type { WriteMode };

function newAjv(useDefaults: boolean) {
  const ajv = new Ajv2020({ ...BODY_AJV_OPTIONS, useDefaults });
  addFormats.default(ajv);
  return ajv;
}
const withDefaults = newAjv(true);
const withoutDefaults = newAjv(false);

const cache = new WeakMap<EntityDefinition, Record<WriteMode, ValidateFunction>>();

function compile(entity: EntityDefinition): Record<WriteMode, ValidateFunction> {
  const schemas = bodySchemas(entity);
  const compileFor = (mode: WriteMode) =>
    (FILLS_DEFAULTS[mode] ? withDefaults : withoutDefaults).compile(schemas[mode]);
  return { create: compileFor('create'), put: compileFor('put'), patch: compileFor('patch') };
}

/**
 * Checks a request body against the entity schema (compiled once per entity) and answers it with
 * defaults filled in; read-only fields, unknown fields and wrong values get 400 with message keys,
 * and a confirmation (x-confirms) that differs from its field, or is missing, `error.passmatch`.
 */
export function validateBody(entity: EntityDefinition, mode: WriteMode, body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('The body must be a JSON object', [{ key: 'error.type', params: { type: 'object' } }]);
  const readOnly = Object.keys(body).filter(
    (name) =>
      ownValue(entity.fields, name)?.readOnly && !(name === 'version' && entity.concurrency && mode !== 'create'),
  );
  if (readOnly.length > 0)
    throw badRequest(
      'Read-only fields cannot be written',
      readOnly.map((field) => ({ field, key: 'error.read_only' })),
    );

  let validators = cache.get(entity);
  if (!validators) {
    validators = compile(entity);
    cache.set(entity, validators);
  }
  const copy = structuredClone(body) as Record<string, unknown>;
  const validate = validators[mode];
  if (!validate(copy))
    throw badRequest(
      'Invalid data',
      toFieldErrors(validate.errors ?? [], (field) => ownValue(entity.fields, field)?.schema['x-messages']),
    );
  const unconfirmed = Object.values(entity.fields).filter(
    (field) =>
      field.confirms !== undefined && copy[field.confirms] !== undefined && copy[field.name] !== copy[field.confirms],
  );
  if (unconfirmed.length > 0)
    throw badRequest(
      'The confirmation does not match',
      unconfirmed.map((field) => ({ field: field.name, key: 'error.passmatch' })),
    );
  return sanitizeRichText(entity, copy);
}
