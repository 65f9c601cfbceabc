import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../server/areas/load-registry.ts';
import { repository, useRegistryCopy, type Json } from './support/registryCopy.ts';

// The resource keyword `assists` (docs/resources.md): defaults, and the cross-checks that name file and pointer.

const { root, edit, problemsOf } = useRegistryCopy();

function editMakers(change: (makers: Json) => void) {
  edit<Json[]>('resources/test.json', (resources) => change(resources[0] as Json));
}

const assist = (fields: Json = {}) => ({
  name: 'suggest',
  label: 'x',
  call: '/suggestions',
  fills: ['name', 'country'],
  ...fields,
});

describe('assists', () => {
  it('offer the artists’ metadata suggestion in the repository', () => {
    expect(loadRegistry(repository).resource('tickets/artists')?.assists).toEqual([
      {
        name: 'suggest-metadata',
        label: 'ai.suggest_metadata',
        call: '/openai',
        body: { request: 'getMetaDataByArtistId' },
        idParam: 'id_tk_artist',
        fills: ['meta_title', 'meta_description', 'meta_keywords'],
        right: 'update',
      },
    ]);
  });

  it('send the id as the entity’s id field, with an empty body, and need the update right by default', () => {
    editMakers((makers) => (makers.assists = [assist()]));
    const registry = loadRegistry(root());
    expect(registry.resource('test/makers')?.assists).toEqual([
      { ...assist(), body: {}, idParam: 'id_test_maker', right: 'update' },
    ]);
    expect(registry.resource('test/gadgets')?.assists).toEqual([]);
  });

  it.each([
    [
      'a field the entity lacks',
      () => editMakers((makers) => (makers.assists = [assist({ fills: ['name', 'colour'] })])),
      { pointer: '/0/assists/0/fills/1', message: '"colour" is not a writable field of test/maker' },
    ],
    [
      'a read-only field',
      () => editMakers((makers) => (makers.assists = [assist({ fills: ['id_test_maker'] })])),
      { pointer: '/0/assists/0/fills/0', message: '"id_test_maker" is not a writable field of test/maker' },
    ],
    [
      'a resource without an edit screen',
      () =>
        editMakers((makers) => {
          makers.screens = ['list', 'create'];
          makers.assists = [assist()];
        }),
      { pointer: '/0/assists/0', message: 'an assist needs an edit screen, which shows it' },
    ],
    [
      'two assists of one name',
      () => editMakers((makers) => (makers.assists = [assist(), assist()])),
      { pointer: '/0/assists', message: 'two assists share a name' },
    ],
    [
      'no fields to fill',
      () => editMakers((makers) => (makers.assists = [assist({ fills: [] })])),
      { pointer: '/0/assists/0/fills', message: 'must NOT have fewer than 1 items' },
    ],
    [
      'a resource at the path of the metadata call',
      () => editMakers((makers) => (makers.api = '/openai')),
      { pointer: '/0/api', message: 'api "/openai" is reserved by the server' },
    ],
  ])('are refused with %s', (_case, breakIt, expected) => {
    breakIt();
    expect(problemsOf()).toContainEqual({ file: 'resources/test.json', ...expected });
  });
});
