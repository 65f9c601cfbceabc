import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildRegistry } from '../../registry/build-registry.ts';
import { catalogueProblems } from '../../registry/catalogue-checks.ts';
import { fieldSchemaProblems } from '../../registry/field-schema-checks.ts';
import { RegistryError } from '../../registry/registry-error.ts';
import type { Registry, RegistryFiles } from '../../registry/types.ts';
import { validateRegistryFiles } from '../../registry/validate-files.ts';

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return entry.endsWith('.json') ? [path] : [];
  });
}

function parse(rootDir: string, path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new RegistryError([{ file: relative(rootDir, path), pointer: '', message: (error as Error).message }]);
  }
}

/** Reads schemas/ (but schemas/meta/) and resources/ under `rootDir`. */
export function readRegistryFiles(rootDir: string): RegistryFiles {
  const schemasDir = join(rootDir, 'schemas');
  const resourcesDir = join(rootDir, 'resources');
  const entities = jsonFiles(schemasDir).filter((path) => !relative(schemasDir, path).startsWith('meta'));
  const resources = jsonFiles(resourcesDir).filter((path) => relative(resourcesDir, path) !== 'menu.json');
  const menuPath = join(resourcesDir, 'menu.json');
  const byPath = (paths: string[]) =>
    Object.fromEntries(paths.sort().map((path) => [relative(rootDir, path), parse(rootDir, path)]));
  return {
    entities: byPath(entities),
    resources: byPath(resources),
    menu: { path: relative(rootDir, menuPath), content: parse(rootDir, menuPath) },
  };
}

/**
 * The registry of the repository at `rootDir`, validated; a broken file, or a resource at one of
 * `reservedApiPaths` (the server's own calls), throws a RegistryError.
 */
export function loadRegistry(rootDir: string, reservedApiPaths: readonly string[] = []): Registry {
  const files = readRegistryFiles(rootDir);
  validateRegistryFiles(files);
  // The catalogue checks run where the files are loaded, not in buildRegistry: the console builds
  // the registry from the files the server checked, and need not download them.
  const problems = [...catalogueProblems(files), ...fieldSchemaProblems(files)];
  let registry: Registry;
  try {
    registry = buildRegistry(files, reservedApiPaths);
  } catch (error) {
    if (error instanceof RegistryError) throw new RegistryError([...error.problems, ...problems]);
    throw error;
  }
  if (problems.length > 0) throw new RegistryError(problems);
  return registry;
}
