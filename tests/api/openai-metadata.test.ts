import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistry } from '../../registry/build-registry.ts';
import type { Registry } from '../../registry/types.ts';
import { dynamic } from '../../server/crud/crud-context.ts';
import { QUOTA_RETRY_AFTER_SECONDS } from '../../server/integrations/openai/openai-emulator.ts';
import { readRegistryFiles } from '../../server/registry/load-registry.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { insertRow, insertUserWith } from './support/ticketRows.ts';
import { mintToken } from './support/mintedTokens.ts';

// `POST /openai` with `getMetaDataByArtistId` (spec 2 §7, issue 6 item 8): the app asks the project's
// OpenAI emulator over HTTP through the real client, and saves nothing.

type Row = Record<string, unknown>;

let testApp: TestApp;
const tokens = { staff: '', reader: '', stranger: '' };
let artistId: number;
let stored: Row;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  const genre = (name: string, slug: string) => insertRow(db, 'tk_genre', 'id_tk_genre', { name, slug });
  const [rock, pop, jazz, trashedGenre] = [
    await genre('Rock', 'ai-rock'),
    await genre('Pop', 'ai-pop'),
    await genre('Jazz', 'ai-jazz'),
    await genre('Schlager', 'ai-schlager'),
  ];
  artistId = await insertRow(db, 'tk_artist', 'id_tk_artist', {
    name: 'Die Roten Raben',
    slug: 'ai-die-roten-raben',
    short_description: 'Rock: Die Roten Raben live, die Sommertour 2026.',
    description: '<p>Die Roten Raben stehen für <strong>Rock</strong> mit Haltung.</p><p>Tickets &amp; Termine.</p>',
    website: 'https://www.dierotenraben.de',
    meta_title: 'Alter Titel',
  });
  const event = (slug: string, genres: number[], values: Row = {}) =>
    insertRow(db, 'tk_event', 'id_tk_event', {
      title: slug,
      slug,
      genres: JSON.stringify(genres),
      artists: JSON.stringify([artistId]),
      ...values,
    });
  await event('ai-tour-1', [rock, pop]);
  await event('ai-tour-2', [rock, trashedGenre]);
  await event('ai-tour-old', [jazz], { deleted_at: new Date().toISOString() });
  await dynamic(db)
    .updateTable('tk_genre')
    .set({ deleted_at: new Date() })
    .where('id_tk_genre', '=', trashedGenre)
    .execute();
  stored = await artist(artistId);

  tokens.staff = await mintToken(testApp.database.db, 'tickets@demo.local');
  const reader = await insertUserWith(db, 'ai ticket reader', ['ticket-read']);
  tokens.reader = await mintToken(testApp.database.db, reader.email);
  tokens.stranger = await mintToken(testApp.database.db, 'driver@demo.local');
});
afterEach(() => testApp.openai.reset());
afterAll(() => testApp.close());

const artist = async (id: number) =>
  (await dynamic(testApp.database.db)
    .selectFrom('tk_artist')
    .selectAll()
    .where('id_tk_artist', '=', id)
    .executeTakeFirstOrThrow()) as Row;

const suggest = (token: string | undefined, payload: Row) =>
  testApp.injectAs(token, { method: 'POST', url: '/api/openai', payload });
const forArtist = (id: number) => ({ request: 'getMetaDataByArtistId', id_tk_artist: id });

describe('POST /openai getMetaDataByArtistId', () => {
  it('answers the metadata the service wrote about the artist, and saves nothing', async () => {
    const answer = await suggest(tokens.staff, forArtist(artistId));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      meta_title: 'Die Roten Raben – Rock, Pop',
      meta_description:
        'Rock: Die Roten Raben live, die Sommertour 2026. Die Roten Raben stehen für Rock mit Haltung. Tickets & Termine.',
      meta_keywords: expect.stringMatching(/^Die Roten Raben, Rock, Pop, Sommertour, /),
    });
    expect(await artist(artistId)).toEqual(stored);
  });

  it('tells the service the artist’s texts without HTML, its events’ genres and its website', async () => {
    await suggest(tokens.staff, forArtist(artistId));
    const [received] = testApp.openai.requests();
    const messages = (received?.body as { messages: { role: string; content: string }[] }).messages;
    expect(JSON.parse(messages.at(-1)?.content ?? '')).toEqual({
      kind: 'artist',
      name: 'Die Roten Raben',
      short_description: 'Rock: Die Roten Raben live, die Sommertour 2026.',
      description: 'Die Roten Raben stehen für Rock mit Haltung. Tickets & Termine.',
      // Rock plays at two events, Pop at one; Jazz only at an event in the trash, Schlager is in the trash.
      categories: ['Rock', 'Pop'],
      website: 'https://www.dierotenraben.de',
    });
  });

  it('cuts each text to its field’s maxLength', async () => {
    const { db } = testApp.database;
    const long = (letter: string) => `${letter.repeat(150)} ${letter.repeat(40)}`;
    const genres = [];
    for (const letter of ['a', 'b', 'c', 'd'])
      genres.push(await insertRow(db, 'tk_genre', 'id_tk_genre', { name: long(letter), slug: `ai-long-${letter}` }));
    const id = await insertRow(db, 'tk_artist', 'id_tk_artist', { name: long('n'), slug: 'ai-long-artist' });
    await insertRow(db, 'tk_event', 'id_tk_event', {
      title: 'Long',
      slug: 'ai-long-event',
      genres: JSON.stringify(genres),
      artists: JSON.stringify([id]),
    });
    const answer = await suggest(tokens.staff, forArtist(id));
    expect(answer.statusCode, answer.body).toBe(200);
    const { meta_title, meta_keywords } = answer.json();
    expect(meta_title).toBe(`${'n'.repeat(59)}…`);
    expect(meta_keywords).toHaveLength(500);
    expect(meta_keywords.startsWith(`${long('n')}, `)).toBe(true);
  });

  it('refuses an unknown request and a missing or malformed id with 400', async () => {
    const unknown = await suggest(tokens.staff, { request: 'getMetaDataByShipId', id_tk_artist: artistId });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: expect.stringContaining('getMetaDataByArtistId'),
      errors: [{ field: 'request', key: 'ai.unknown_request', params: { request: 'getMetaDataByShipId' } }],
    });
    const missing = await suggest(tokens.staff, { request: 'getMetaDataByArtistId' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'id_tk_artist', key: 'error.empty' }]);
    expect((await suggest(tokens.staff, forArtist(0))).statusCode).toBe(400);
    expect((await suggest(tokens.staff, { ...forArtist(artistId), id_ship: 1 })).statusCode).toBe(400);
    expect(testApp.openai.requests()).toEqual([]);
  });

  it('needs a signed-in user with the artists’ update right', async () => {
    expect((await suggest(undefined, forArtist(artistId))).statusCode).toBe(401);
    const reader = await suggest(tokens.reader, forArtist(artistId));
    expect(reader.statusCode).toBe(403);
    expect(reader.json().errors).toEqual([{ key: 'error.forbidden', params: { permission: 'ticket-update' } }]);
    expect((await suggest(tokens.stranger, forArtist(artistId))).statusCode).toBe(403);
    expect(testApp.openai.requests()).toEqual([]);
  });

  it('answers 404 for an artist that does not exist or is in the trash', async () => {
    expect((await suggest(tokens.staff, forArtist(999_999))).statusCode).toBe(404);
    const id = await insertRow(testApp.database.db, 'tk_artist', 'id_tk_artist', { name: 'Weg', slug: 'ai-weg' });
    const trashed = await testApp.injectAs(tokens.staff, { method: 'DELETE', url: `/api/ticket/artist/${id}` });
    expect(trashed.statusCode, trashed.body).toBe(200);
    expect((await suggest(tokens.staff, forArtist(id))).statusCode).toBe(404);
    expect(testApp.openai.requests()).toEqual([]);
  });

  it.each([
    ['fails', 'error'],
    ['answers no JSON', 'malformed'],
    ['does not answer', 'hang'],
  ] as const)('answers 502 ai.unavailable when the service %s, and saves nothing', async (_case, mode) => {
    testApp.openai.failNext(1, mode);
    const answer = await suggest(tokens.staff, forArtist(artistId));
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toMatchObject({ name: 'BadGateway', code: 502, errors: [{ key: 'ai.unavailable' }] });
    expect(await artist(artistId)).toEqual(stored);
  });

  it('answers 503 ai.busy with the Retry-After of a service at its rate limit', async () => {
    testApp.openai.failNext(1, 'quota');
    const answer = await suggest(tokens.staff, forArtist(artistId));
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(QUOTA_RETRY_AFTER_SECONDS));
    expect(answer.json()).toMatchObject({
      name: 'Unavailable',
      errors: [{ key: 'ai.busy', params: { seconds: QUOTA_RETRY_AFTER_SECONDS } }],
    });
  });
});

describe('POST /openai and the resource’s fixed filter', () => {
  let filtered: TestApp;
  beforeAll(async () => {
    filtered = await createTestApp(undefined, { registry: activeArtistsOnly() });
  });
  afterAll(() => filtered.close());

  it('answers 404 for an artist outside it, as the generic calls do', async () => {
    const { db } = filtered.database;
    const inactive = await insertRow(db, 'tk_artist', 'id_tk_artist', { name: 'Still', slug: 'still', active: false });
    const active = await insertRow(db, 'tk_artist', 'id_tk_artist', { name: 'Laut', slug: 'laut', active: true });
    const token = await mintToken(filtered.database.db, 'tickets@demo.local');
    const call = (id: number) =>
      filtered.injectAs(token, { method: 'POST', url: '/api/openai', payload: forArtist(id) });
    expect((await filtered.injectAs(token, { method: 'GET', url: `/api/ticket/artist/${inactive}` })).statusCode).toBe(
      404,
    );
    expect((await call(inactive)).statusCode).toBe(404);
    expect((await call(active)).statusCode).toBe(200);
  });
});

/** The repository's registry with a fixed filter on the artists: only active ones. */
function activeArtistsOnly(): Registry {
  const files = readRegistryFiles(fileURLToPath(new URL('../..', import.meta.url)));
  const tickets = files.resources['resources/tickets.json'] as Row[];
  files.resources['resources/tickets.json'] = tickets.map((resource) =>
    resource.name === 'tickets/artists' ? { ...resource, filter: { active: true } } : resource,
  );
  return buildRegistry(files);
}
