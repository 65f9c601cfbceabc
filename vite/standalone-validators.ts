import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { BODY_AJV_OPTIONS, bodySchemas, FILLS_DEFAULTS } from '../registry/body-schemas.ts';
import type { EntityDefinition } from '../registry/types.ts';

/** The bodies the console checks: what its create and copy screens POST, and its edit screen PATCHes. */
export const CONSOLE_WRITE_MODES = ['create', 'patch'] as const;
export type ConsoleWriteMode = (typeof CONSOLE_WRITE_MODES)[number];

// A CommonJS module: Node hands over its exports object, whose `default` is the function.
const standaloneCode = (standaloneModule as unknown as { default: typeof standaloneModule }).default;

const exportName = (index: number) => `entity${index}`;

/**
 * Ajv's standalone code names its helpers with CommonJS `require` calls, which neither the browser
 * nor Vite's ES modules know: each becomes an import, read through whichever interop the bundler
 * or Node applies to these CommonJS modules (an `__esModule` object either way).
 */
function asEsModule(code: string): string {
  const modules = [...new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1] as string))];
  const imports = modules.map((module, index) => `import * as dependency${index} from ${JSON.stringify(module)};`);
  const body = modules.reduce(
    (source, module, index) => source.replaceAll(`require(${JSON.stringify(module)})`, `commonJs(dependency${index})`),
    code.replace(/^"use strict";/, ''),
  );
  const interop = 'const commonJs = (namespace) => (namespace.default?.__esModule ? namespace.default : namespace);';
  return [...imports, interop, body].join('\n');
}

/** One ES module exporting the compiled body check of every entity for one write mode (`entity0`, …). */
export function validatorModule(entities: readonly EntityDefinition[], mode: ConsoleWriteMode): string {
  const ajv = new Ajv2020({
    ...BODY_AJV_OPTIONS,
    useDefaults: FILLS_DEFAULTS[mode],
    code: { source: true, esm: true },
  });
  addFormats.default(ajv);
  const exported: Record<string, string> = {};
  entities.forEach((entity, index) => {
    const key = `${entity.name}#${mode}`;
    ajv.addSchema(bodySchemas(entity)[mode], key);
    exported[exportName(index)] = key;
  });
  return asEsModule(standaloneCode(ajv, exported));
}

/** The area of an entity (`tickets` of `tickets/genre`): its checks share a module with the area's others. */
export const areaOf = (entity: EntityDefinition) => entity.name.slice(0, entity.name.indexOf('/'));

/**
 * The module the console imports: `entityValidators[entity name][mode]`, from one module per area
 * and mode (`moduleId`), so that no chunk holds every area's checks.
 */
export function indexModule(
  entities: readonly EntityDefinition[],
  moduleId: (area: string, mode: ConsoleWriteMode) => string,
) {
  const areas = [...new Set(entities.map(areaOf))];
  const binding = (area: string, mode: ConsoleWriteMode) => `${mode}${areas.indexOf(area)}`;
  const imports = areas.flatMap((area) =>
    CONSOLE_WRITE_MODES.map(
      (mode) => `import * as ${binding(area, mode)} from ${JSON.stringify(moduleId(area, mode))};`,
    ),
  );
  const entries = entities.map((entity) => {
    const index = entities.filter((other) => areaOf(other) === areaOf(entity)).indexOf(entity);
    const modes = CONSOLE_WRITE_MODES.map((mode) => `${mode}: ${binding(areaOf(entity), mode)}.${exportName(index)}`);
    return `  ${JSON.stringify(entity.name)}: { ${modes.join(', ')} },`;
  });
  return [...imports, 'export const entityValidators = {', ...entries, '};'].join('\n');
}
