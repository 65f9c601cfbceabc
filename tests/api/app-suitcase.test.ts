import { beforeAll, describe, expect, it } from 'vitest';
import { appUserToken } from './support/app-user-tokens.ts';
import { tokenWithRights } from './support/mintedTokens.ts';
import { superadminApp } from './support/superadminApp.ts';

// The app user's suitcase filled from a travel-bag template (spec 1 §4): only the items the suitcase
// lacks (by label, in any case) are added, unpacked; the templates are listed to the app user by name.

type Row = Record<string, unknown>;
const api = superadminApp();
const { call } = api;
const db = () => api.app.database.db;

const fill = (token: string, id: unknown) =>
  call({ method: 'POST', url: '/api/appuser/suitcase/from-template', payload: { id_travelbagtemplates: id } }, token);
const suitcaseOf = (token: string) =>
  call({ method: 'GET', url: '/api/appuser/suitcase?$limit=100' }, token).then(
    (answer) => answer.json<{ data: Row[] }>().data,
  );

describe('filling the suitcase from a template', () => {
  let template: number;
  let greta: string;
  beforeAll(async () => {
    const created = await call({
      method: 'POST',
      url: '/api/app/travelbagtemplates',
      payload: {
        short: 'Städtereise Test',
        items: [
          { label: 'Reisepass', category: 'documents' },
          { label: 'Regenjacke', category: 'clothing' },
          { label: 'Zahnbürste', category: 'hygiene' },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    template = created.json<Row>().id_travelbagtemplates as number;
    greta = await appUserToken(db(), 'suitcase-greta');
  });

  it('lists the templates with their item counts to the app user', async () => {
    const answer = await call({ method: 'GET', url: '/api/appuser/travelbagtemplates' }, greta);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Row[]>()).toContainEqual(
      expect.objectContaining({ id_travelbagtemplates: template, short: 'Städtereise Test', item_count: 3 }),
    );
  });

  it('adds only the items the suitcase lacks, by label in any case, and nothing the second time', async () => {
    const own = await call(
      {
        method: 'POST',
        url: '/api/appuser/suitcase',
        payload: { label: 'reisepass', category: 'documents', packed: true },
      },
      greta,
    );
    expect(own.statusCode, own.body).toBe(201);
    const first = await fill(greta, template);
    expect(first.statusCode, first.body).toBe(200);
    const added = first.json<{ added: Row[] }>().added;
    expect(added.map((item) => item.label).sort()).toEqual(['Regenjacke', 'Zahnbürste']);
    expect(added.every((item) => item.packed === false && item.id_travelbagtemplates === template)).toBe(true);
    const items = await suitcaseOf(greta);
    expect(items.map((item) => item.label).sort()).toEqual(['Regenjacke', 'Zahnbürste', 'reisepass']);
    expect(items.find((item) => item.label === 'reisepass')?.packed).toBe(true);
    const again = await fill(greta, template);
    expect(again.json<{ added: Row[] }>().added).toEqual([]);
    expect(await suitcaseOf(greta)).toHaveLength(3);
  });

  it("fills one user's suitcase only", async () => {
    const hans = await appUserToken(db(), 'suitcase-hans');
    expect(await suitcaseOf(hans)).toEqual([]);
    expect((await fill(hans, template)).json<{ added: Row[] }>().added).toHaveLength(3);
    expect(await suitcaseOf(greta)).toHaveLength(3);
  });

  it('adds each item once when two fills run at once', async () => {
    const ida = await appUserToken(db(), 'suitcase-ida');
    await Promise.all([fill(ida, template), fill(ida, template)]);
    expect(await suitcaseOf(ida)).toHaveLength(3);
  });

  it('answers 404 for an unknown template and 400 for a body it does not understand', async () => {
    expect((await fill(greta, 999_999)).statusCode).toBe(404);
    const extra = await call(
      {
        method: 'POST',
        url: '/api/appuser/suitcase/from-template',
        payload: { id_travelbagtemplates: template, packed: true },
      },
      greta,
    );
    expect(extra.statusCode).toBe(400);
    expect((await fill(greta, 'eins')).statusCode).toBe(400);
  });

  it('needs PackSuitcase-read to list and PackSuitcase-create to fill', async () => {
    const reader = await tokenWithRights(db(), 'suitcase-reader', ['PackSuitcase-read']);
    const nobody = await tokenWithRights(db(), 'suitcase-nobody', ['Diary-read']);
    expect((await call({ method: 'GET', url: '/api/appuser/travelbagtemplates' }, reader)).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/appuser/travelbagtemplates' }, nobody)).statusCode).toBe(403);
    expect((await fill(reader, template)).statusCode).toBe(403);
  });
});
