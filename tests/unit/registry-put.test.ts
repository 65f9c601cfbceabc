import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../server/areas/load-registry.ts';
import { repository, useRegistryCopy } from './support/registryCopy.ts';

// The resource keyword `put` (docs/resources.md): a PUT that replaces the record, or one that changes
// only the fields sent (the spec's PUT /project/{id} with journey_online).

const { root, edit, problemsOf } = useRegistryCopy();

describe('put', () => {
  it('replaces by default; the projects change only what is sent', () => {
    const registry = loadRegistry(repository);
    expect(registry.resource('internet/projects')?.put).toBe('patch');
    expect(registry.resource('internet/feedback')?.put).toBe('replace');
    expect(loadRegistry(root()).resource('test/makers')?.put).toBe('replace');
  });

  it('refuses a mode it does not know', () => {
    edit<Record<string, unknown>[]>('resources/test.json', (resources) => (resources[0]!.put = 'merge'));
    expect(problemsOf()).toContainEqual({
      file: 'resources/test.json',
      pointer: '/0/put',
      message: 'must be one of ["replace","patch"]',
    });
  });
});
