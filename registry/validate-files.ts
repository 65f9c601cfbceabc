import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import entityMeta from '../schemas/meta/entity.json';
import menuMeta from '../schemas/meta/menu.json';
import resourceMeta from '../schemas/meta/resource.json';
import { RegistryError, type RegistryProblem } from './registry-error';
import type { RegistryFiles } from './types';

function describe(error: ErrorObject): string {
  switch (error.keyword) {
    case 'additionalProperties':
      return `unknown keyword "${String(error.params.additionalProperty)}"`;
    case 'required':
      return `"${String(error.params.missingProperty)}" is missing`;
    case 'enum':
      return `must be one of ${JSON.stringify(error.params.allowedValues)}`;
    default:
      return error.message ?? error.keyword;
  }
}

/** The most telling errors: for oneOf/anyOf, the alternatives' own errors say more than "must match". */
function relevant(errors: ErrorObject[]): ErrorObject[] {
  const specific = errors.filter((error) => !['oneOf', 'anyOf', 'if'].includes(error.keyword));
  const unknownKeywords = specific.filter((error) => error.keyword === 'additionalProperties');
  return unknownKeywords.length > 0 ? unknownKeywords : specific.length > 0 ? specific : errors;
}

/**
 * Checks every registry file against its meta-schema (and every entity's properties as JSON Schema);
 * throws a RegistryError naming file, pointer and problem for each failure.
 */
export function validateRegistryFiles(files: RegistryFiles): void {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
  addFormats.default(ajv);
  const checkEntity = ajv.compile(entityMeta);
  const checkResources = ajv.compile(resourceMeta);
  const checkMenu = ajv.compile(menuMeta);
  const fieldSchemas = new Ajv2020({ strict: false, allowUnionTypes: true });
  addFormats.default(fieldSchemas);

  const problems: RegistryProblem[] = [];
  const collect = (file: string, errors: ErrorObject[] | null | undefined) => {
    const seen = new Set<string>();
    for (const error of relevant(errors ?? [])) {
      const message = describe(error);
      const key = `${error.instancePath} ${message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push({ file, pointer: error.instancePath, message });
    }
  };

  for (const [file, content] of Object.entries(files.entities)) {
    if (!checkEntity(content)) {
      collect(file, checkEntity.errors);
      continue;
    }
    try {
      fieldSchemas.compile({ ...(content as object), 'x-table': undefined, 'x-id': undefined });
    } catch (error) {
      problems.push({ file, pointer: '', message: `not a valid JSON Schema: ${(error as Error).message}` });
    }
  }
  for (const [file, content] of Object.entries(files.resources)) {
    if (!checkResources(content)) collect(file, checkResources.errors);
  }
  if (!checkMenu(files.menu.content)) collect(files.menu.path, checkMenu.errors);

  if (problems.length > 0) throw new RegistryError(problems);
}
