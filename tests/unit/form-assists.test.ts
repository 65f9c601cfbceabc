import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../registry/types.ts';
import { loadRegistry } from '../../server/areas/load-registry.ts';
import {
  assistRequest,
  filledInputs,
  offeredAssists,
  panelsHolding,
} from '../../src/screens/form/model/formAssists.ts';
import { formPanels } from '../../src/screens/form/model/formLayout.ts';

// The edit screen's assists: who is offered them, what they send, what they fill in.

const registry = loadRegistry(fileURLToPath(new URL('../..', import.meta.url)));
const artists = registry.resource('tickets/artists') as ResourceDefinition;
const [suggest] = artists.assists;
if (!suggest) throw new Error('the artists offer no assist');

const holder = (access: string[], admin = false) => ({
  admin,
  role: admin ? 'admin' : 'staff',
  access: Object.fromEntries(access.map((name) => [name, true])),
});

describe('the artists’ metadata suggestion', () => {
  it('is offered to those who may update artists, and to admins', () => {
    expect(offeredAssists(artists, holder(['ticket-read', 'ticket-update']))).toEqual([suggest]);
    expect(offeredAssists(artists, holder([], true))).toEqual([suggest]);
    expect(offeredAssists(artists, holder(['ticket-read']))).toEqual([]);
    expect(offeredAssists(artists, undefined)).toEqual([]);
  });

  it('posts the request with the record’s id', () => {
    expect(assistRequest(artists, { id_tk_artist: 17, name: 'Die Roten Raben' }, suggest)).toEqual({
      path: '/openai',
      body: { request: 'getMetaDataByArtistId', id_tk_artist: 17 },
    });
  });

  it('fills the fields the answer has, as the inputs hold them, and opens their panel', () => {
    const answer = { meta_title: 'Die Roten Raben – Rock', meta_description: null, name: 'Ignored' };
    const filled = filledInputs(artists, suggest, answer);
    expect(filled).toEqual([
      ['meta_title', 'Die Roten Raben – Rock'],
      ['meta_description', ''],
    ]);
    const names = filled.map(([name]) => name);
    expect(panelsHolding(formPanels(artists.entity, 'edit'), names)).toEqual(['meta']);
  });
});
