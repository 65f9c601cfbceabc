import { beforeAll, describe, expect, it } from 'vitest';
import { seedRatioMirrors } from '../../server/areas/processes/seed/ratio-mirrors.ts';
import { tokenWithRights } from './support/mintedTokens.ts';
import { superadminApp } from './support/superadminApp.ts';

// The customer imports of spec 2 §7 (issue 19): our card for a Ratio address or a Kuschick customer,
// through the app against the project's emulators over HTTP; never a second card for the same id.

type Row = Record<string, unknown>;
const api = superadminApp();
const { call } = api;
const db = () => api.app.database.db;

// The demo data's copies of Ratio's processes and their bookers' cards, as `npm run seed` makes them.
beforeAll(() => seedRatioMirrors(db()));

const ratioImport = (kennziffer: string, query = '', bearer?: string) =>
  call({ method: 'GET', url: `/api/ratio/import/kunden/${kennziffer}${query}` }, bearer);
const kuschickImport = (id: number, query = '', bearer?: string) =>
  call({ method: 'GET', url: `/api/kuschick/import/kunden/${id}${query}` }, bearer);

const cardsWith = async (column: 'ratio_id' | 'kuschick_id', value: string) =>
  (await db().selectFrom('vc_card').select('id_vc_card').where(column, '=', value).execute()).length;

/** An id in the emulator's range that no card of ours has yet: each test takes its own. */
const taken = new Set<string>();
async function freshId(column: 'ratio_id' | 'kuschick_id', first: number, count: number) {
  for (let id = first; id < first + count; id += 1) {
    const value = String(id);
    if (taken.has(value) || (await cardsWith(column, value)) > 0) continue;
    taken.add(value);
    return value;
  }
  throw new Error(`every ${column} has a card`);
}

/** A new address in the Ratio emulator, which no card of ours can have yet: each test takes its own. */
async function freshKennziffer(): Promise<string> {
  const { url, apiKey } = api.app.ratio;
  const answer = await fetch(`${url}/api/addresses`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      data: {
        name1: 'Importeur',
        name2: 'Ina',
        anrede: 'Frau',
        plz: '21335',
        ort: 'Lüneburg',
        email: 'ina@import.example',
      },
    }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { data: { kennziffer: string } }).data.kennziffer;
}

const setIdaddress = (on: boolean) =>
  db()
    .insertInto('sys_settings')
    .values({ key: 'kuschick_idaddress', value: String(on) })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: String(on) }))
    .execute();

describe('Ratio customer import', () => {
  it("a demo booker's card, made from Ratio's address, is what the import makes: unchanged even with force", async () => {
    const demo = await db()
      .selectFrom('vc_card')
      .select('ratio_id')
      .where('ratio_id', 'is not', null)
      .executeTakeFirst();
    expect(demo?.ratio_id).toEqual(expect.any(String));
    if (!demo?.ratio_id) return;
    const answer = await ratioImport(demo.ratio_id, '?force=1');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ result: string }>().result).toBe('unchanged');
  });

  it('creates one card; again it is unchanged, with force it is set from Ratio again', async () => {
    const kennziffer = await freshKennziffer();
    const first = await ratioImport(kennziffer);
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json<{ result: string; customer: Row }>();
    expect(created.result).toBe('created');
    expect(created.customer.ratio_id).toBe(kennziffer);
    expect(created.customer).toMatchObject({ name: 'Ina Importeur', salutation: 1, zip: '21335', city: 'Lüneburg' });

    const again = (await ratioImport(kennziffer)).json<{ result: string; customer: Row }>();
    expect(again.result).toBe('unchanged');
    expect(again.customer.id_vc_card).toBe(created.customer.id_vc_card);

    // Our copy changed here: without force it stays, with force Ratio's values come back.
    await db().updateTable('vc_card').set({ city: 'Nirgendwo' }).where('ratio_id', '=', kennziffer).execute();
    expect((await ratioImport(kennziffer)).json<{ result: string }>().result).toBe('unchanged');
    const forced = (await ratioImport(kennziffer, '?force=1')).json<{ result: string; customer: Row }>();
    expect(forced.result).toBe('updated');
    expect(forced.customer.city).toBe(created.customer.city);
    expect(forced.customer.id_vc_card).toBe(created.customer.id_vc_card);
    expect((await ratioImport(kennziffer, '?force=1')).json<{ result: string }>().result).toBe('unchanged');
    expect(await cardsWith('ratio_id', kennziffer)).toBe(1);
  });

  it('two imports at once make one card', async () => {
    const kennziffer = await freshKennziffer();
    const answers = await Promise.all([ratioImport(kennziffer), ratioImport(kennziffer)]);
    expect(answers.map((answer) => answer.json<{ result: string }>().result).sort()).toEqual(['created', 'unchanged']);
    expect(await cardsWith('ratio_id', kennziffer)).toBe(1);
  });

  it('an address Ratio does not have is 404; Ratio failing writes nothing', async () => {
    expect((await ratioImport('999999')).statusCode).toBe(404);
    const kennziffer = await freshKennziffer();
    for (const mode of ['error', 'hang', 'malformed'] as const) {
      api.app.ratio.failNext(1, mode);
      const answer = await ratioImport(kennziffer);
      expect(answer.statusCode).toBe(502);
      expect(answer.json<{ errors: { key: string }[] }>().errors[0]?.key).toBe('error.booking_unavailable');
      expect(await cardsWith('ratio_id', kennziffer)).toBe(0);
    }
    api.app.ratio.reset();
  });

  it('unknown query keys and bad ids are 400', async () => {
    expect((await ratioImport('100001', '?forced=1')).statusCode).toBe(400);
    expect((await ratioImport('100001', '?force=yes')).statusCode).toBe(400);
    expect((await ratioImport('1000%2001')).statusCode).toBe(400);
  });
});

describe('Kuschick customer import', () => {
  it('creates one card matched by kuschick_id; again unchanged, force updates', async () => {
    await setIdaddress(false);
    const id = await freshId('kuschick_id', 20001, 250);
    const first = (await kuschickImport(Number(id))).json<{ result: string; customer: Row; idaddress: unknown }>();
    expect(first.result).toBe('created');
    expect(first.customer.kuschick_id).toBe(id);
    expect((await kuschickImport(Number(id))).json<{ result: string }>().result).toBe('unchanged');
    await db().updateTable('vc_card').set({ street: null }).where('kuschick_id', '=', id).execute();
    expect((await kuschickImport(Number(id), '?force=1')).json<{ result: string }>().result).toBe('updated');
    expect(await cardsWith('kuschick_id', id)).toBe(1);
  });

  it('asks Kuschick for the address record only when the setting is on', async () => {
    const id = Number(await freshId('kuschick_id', 20001, 250));
    await setIdaddress(false);
    // Kuschick answers `idaddress` only to a call that asked for it (`?idaddress=1`), null otherwise.
    expect((await kuschickImport(id)).json<{ idaddress: unknown }>().idaddress).toBeNull();
    await setIdaddress(true);
    expect((await kuschickImport(id)).json<{ idaddress: unknown }>().idaddress).toEqual(expect.any(Number));
    await setIdaddress(false);
  });

  it('Kuschick failing writes nothing', async () => {
    const id = await freshId('kuschick_id', 20001, 250);
    for (const mode of ['error', 'hang', 'malformed'] as const) {
      api.app.kuschick.failNext(1, mode);
      expect((await kuschickImport(Number(id))).statusCode).toBe(502);
    }
    expect(await cardsWith('kuschick_id', id)).toBe(0);
    api.app.kuschick.reset();
  });
});

describe('rights', () => {
  it('needs customers-create, customers-update with force; agency staff are refused', async () => {
    const kennziffer = await freshKennziffer();
    const none = await tokenWithRights(db(), 'import nobody', ['customers-read']);
    const create = await tokenWithRights(db(), 'import creator', ['customers-read', 'customers-create']);
    const agency = await api.app.signIn('agency@demo.local');
    expect((await ratioImport(kennziffer, '', none)).statusCode).toBe(403);
    expect((await ratioImport(kennziffer, '', agency)).statusCode).toBe(403);
    expect((await kuschickImport(20001, '', none)).statusCode).toBe(403);
    expect(await cardsWith('ratio_id', kennziffer)).toBe(0);
    expect((await ratioImport(kennziffer, '?force=1', create)).statusCode).toBe(403);
    expect((await ratioImport(kennziffer, '', create)).json<{ result: string }>().result).toBe('created');
    const anonymous = await api.app.injectAs(undefined, {
      method: 'GET',
      url: `/api/ratio/import/kunden/${kennziffer}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
