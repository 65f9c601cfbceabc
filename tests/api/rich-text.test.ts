import { describe, expect, it } from 'vitest';
import { superadminApp } from './support/superadminApp.ts';

// Rich text (the `richtext` widget) is stored as the console's editor leaves it, whoever sends it:
// a script or event handler sent around the editor is taken out on every write path.

const api = superadminApp();
const { call } = api;

const HOSTILE =
  '<p>Laut <b>und</b> schön</p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">Link</a>';
const CLEAN = '<p>Laut <b>und</b> schön</p><img src="x.png"><a>Link</a>';

describe('rich text', () => {
  it('is cleaned on create, PATCH and PUT of a generic resource', async () => {
    const run = Date.now().toString(36);
    const created = await call({
      method: 'POST',
      url: '/api/ticket/genre',
      payload: { name: `Genre ${run}`, slug: `genre-${run}`, description: HOSTILE },
    });
    expect(created.statusCode, created.body).toBe(201);
    const genre = created.json<{ id_tk_genre: number; version: number; description: string }>();
    expect(genre.description).toBe(CLEAN);

    const patched = await call({
      method: 'PATCH',
      url: `/api/ticket/genre/${genre.id_tk_genre}`,
      payload: { version: genre.version, description: `<p>Neu</p><iframe src="https://example.invalid"></iframe>` },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<{ description: string }>().description).toBe('<p>Neu</p>');

    const put = await call({
      method: 'PUT',
      url: `/api/ticket/genre/${genre.id_tk_genre}`,
      payload: {
        version: patched.json<{ version: number }>().version,
        name: `Genre ${run}`,
        slug: `genre-${run}`,
        description: '<p onclick="alert(4)">Ganz</p>',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<{ description: string }>().description).toBe('<p>Ganz</p>');
    // Other texts stay as they were sent: only rich text is HTML.
    expect(put.json<{ name: string }>().name).toBe(`Genre ${run}`);
  });

  it('is cleaned in the event editor’s batch, the event’s and that of a genre it makes', async () => {
    const run = Date.now().toString(36);
    const event = await call({
      method: 'POST',
      url: '/api/ticket/event',
      payload: { title: `Konzert ${run}`, slug: `konzert-${run}` },
    });
    expect(event.statusCode, event.body).toBe(201);
    const { id_tk_event: id, version } = event.json<{ id_tk_event: number; version: number }>();
    const saved = await call({
      method: 'PATCH',
      url: `/api/ticket/event/${id}/batch`,
      payload: {
        version,
        description: HOSTILE,
        newGenres: [{ id: 'temp_1_1', name: `Batch ${run}`, slug: `batch-${run}`, description: HOSTILE }],
        genres: ['temp_1_1'],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = await call({ method: 'GET', url: `/api/ticket/event/${id}` });
    expect(stored.json<{ description: string }>().description).toBe(CLEAN);
    const genres = await call({ method: 'GET', url: `/api/ticket/genre?slug=batch-${run}` });
    expect(genres.json<{ data: { description: string }[] }>().data[0]?.description).toBe(CLEAN);
  });
});
