import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach } from 'vitest';
import { RegistryError } from '../../../registry/registry-error.ts';
import { loadRegistry } from '../../../server/areas/load-registry.ts';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test edits

export const fixture = fileURLToPath(new URL('../../fixtures/registry', import.meta.url));
export const repository = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * A copy of the fixture registry (with the repository's meta-schemas) for each test of a file, to edit
 * and load: `root()` is its folder, `edit` changes one of its JSON files, `problemsOf` answers what
 * loading it refuses.
 */
export function useRegistryCopy() {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'backoffice-registry-'));
    cpSync(fixture, root, { recursive: true });
    cpSync(join(repository, 'schemas/meta'), join(root, 'schemas/meta'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  return {
    root: () => root,
    edit<T = Json>(file: string, change: (content: T) => void) {
      const path = join(root, file);
      const content = JSON.parse(readFileSync(path, 'utf8')) as T;
      change(content);
      writeFileSync(path, JSON.stringify(content));
    },
    problemsOf(): RegistryError['problems'] {
      try {
        loadRegistry(root);
      } catch (error) {
        if (error instanceof RegistryError) return error.problems;
        throw error;
      }
      throw new Error('the registry loaded');
    },
  };
}
