import { beforeAll, describe, expect, it } from 'vitest';
import { seedConfigs } from '../../server/areas/configs/seed/seed-configs.ts';
import { dynamic } from '../../server/crud/crud-context.ts';
import { tokenWithRights } from './support/mintedTokens.ts';
import { superadminApp } from './support/superadminApp.ts';
import { repositoryRegistry } from './support/testApp.ts';

// Third-party providers (spec 1 §2, /basedata/thirdparty, right configs-read): a provider's secret is
// write-only, accepted and stored but never answered by any call; `secret_set` says whether one is
// stored, and only the server sets it.

const api = superadminApp();
const { call } = api;
type Row = Record<string, unknown>;
const SECRET = 'top-secret-value-4711';

beforeAll(async () => {
  await seedConfigs(api.app.database.db, repositoryRegistry);
});

const stored = async (id: unknown) =>
  (
    await dynamic(api.app.database.db)
      .selectFrom('thirdparty_provider')
      .select(['secret', 'secret_set'])
      .where('id_thirdparty_provider', '=', id)
      .executeTakeFirstOrThrow()
  ).secret as string | null;

/** Every call's answer text: the secret is in none. */
const expectNoSecret = (body: string) => {
  expect(body).not.toContain(SECRET);
  expect(body).not.toContain('demo-facebook-app-secret');
  expect(body).not.toMatch(/"secret"\s*:/);
};

async function newProvider(extra: Row = {}): Promise<Row> {
  const key = `test-${Math.random().toString(36).slice(2, 8)}`;
  const answer = await call({
    method: 'POST',
    url: '/api/basedata/thirdparty',
    payload: { provider: key, name: key, ...extra },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  expectNoSecret(answer.body);
  return answer.json();
}

describe('the secret', () => {
  it('is stored on create and never answered: create, get, list, search, $select, filter, export, history', async () => {
    const provider = await newProvider({ secret: SECRET, app_id: 'app-1' });
    const id = String(provider.id_thirdparty_provider);
    expect(provider.secret_set).toBe(true);
    expect(await stored(id)).toBe(SECRET);
    for (const url of [
      `/api/basedata/thirdparty/${id}`,
      '/api/basedata/thirdparty',
      `/api/basedata/thirdparty?id_thirdparty_provider=${id}`,
      `/api/basedata/thirdparty?$search=${String(provider.provider)}`,
      '/api/basedata/thirdparty?pagination=false',
      '/api/basedata/thirdparty/export.csv',
      `/api/basedata/thirdparty/provider/${String(provider.provider)}`,
      `/api/audit?resource=configs/thirdparty&id=${id}`,
    ]) {
      const answer = await call({ method: 'GET', url });
      expect(answer.statusCode, `${url} ${answer.body}`).toBe(200);
      expectNoSecret(answer.body);
    }
    // Nothing finds a provider by its secret or tells it.
    const searched = await call({ method: 'GET', url: `/api/basedata/thirdparty?$search=${SECRET}` });
    expect(searched.json()).toMatchObject({ total: 0 });
    for (const url of [
      `/api/basedata/thirdparty?$select[]=secret`,
      `/api/basedata/thirdparty/${id}?$select[]=secret`,
      `/api/basedata/thirdparty?secret=${SECRET}`,
      `/api/basedata/thirdparty?$sort[secret]=1`,
    ]) {
      const answer = await call({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(400);
      expectNoSecret(answer.body);
    }
  });

  it('is set, replaced and removed by PATCH and PUT, answering only secret_set', async () => {
    const provider = await newProvider();
    expect(provider.secret_set).toBe(false);
    const url = `/api/basedata/thirdparty/${String(provider.id_thirdparty_provider)}`;
    let version = provider.version;
    const write = async (method: 'PATCH' | 'PUT', payload: Row) => {
      const answer = await call({ method, url, payload: { ...payload, version } });
      expect(answer.statusCode, answer.body).toBe(200);
      expectNoSecret(answer.body);
      const record = answer.json<Row>();
      version = record.version;
      return record;
    };
    expect(await write('PATCH', { secret: SECRET })).toMatchObject({ secret_set: true });
    expect(await stored(provider.id_thirdparty_provider)).toBe(SECRET);
    // A PUT that leaves the secret out keeps it; a PATCH of other fields too.
    expect(await write('PUT', { provider: provider.provider, name: 'Neu' })).toMatchObject({ secret_set: true });
    expect(await write('PATCH', { enabled: true })).toMatchObject({ secret_set: true });
    expect(await stored(provider.id_thirdparty_provider)).toBe(SECRET);
    expect(await write('PATCH', { secret: '' })).toMatchObject({ secret_set: false });
    expect(await stored(provider.id_thirdparty_provider)).toBeNull();
    expect(await write('PUT', { provider: provider.provider, name: 'Neu', secret: 'x' })).toMatchObject({
      secret_set: true,
    });
    expect(await write('PATCH', { secret: null })).toMatchObject({ secret_set: false });
  });

  it('secret_set is the server’s: a body that sends it is refused', async () => {
    const answer = await call({
      method: 'POST',
      url: '/api/basedata/thirdparty',
      payload: { provider: 'liar', name: 'Liar', secret_set: true },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ errors: Row[] }>().errors).toEqual([
      expect.objectContaining({ field: 'secret_set', key: 'error.read_only' }),
    ]);
  });
});

describe('/basedata/thirdparty/provider/{key}', () => {
  it('answers the facebook provider without its secret, which is set in the demo data', async () => {
    const answer = await call({ method: 'GET', url: '/api/basedata/thirdparty/provider/facebook' });
    expect(answer.statusCode, answer.body).toBe(200);
    expectNoSecret(answer.body);
    expect(answer.json()).toMatchObject({ provider: 'facebook', name: 'Facebook', secret_set: true });
    const adobe = await call({ method: 'GET', url: '/api/basedata/thirdparty/provider/adobestock' });
    expect(adobe.json()).toMatchObject({ secret_set: false });
  });

  it('changes it by PATCH and PUT, with the version, and the secret stays unanswered', async () => {
    const url = '/api/basedata/thirdparty/provider/facebook';
    const current = (await call({ method: 'GET', url })).json<Row>();
    const patched = await call({ method: 'PATCH', url, payload: { app_id: '555', version: current.version } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ app_id: '555', secret_set: true });
    const stale = await call({ method: 'PATCH', url, payload: { app_id: '556', version: current.version } });
    expect(stale.statusCode).toBe(409);
    const put = await call({
      method: 'PUT',
      url,
      payload: { provider: 'facebook', name: 'Facebook', secret: SECRET, version: patched.json<Row>().version },
    });
    expect(put.statusCode, put.body).toBe(200);
    expectNoSecret(put.body);
    expect(put.json()).toMatchObject({ app_id: null, secret_set: true });
  });

  it('answers 404 for a provider there is none of, 400 for a key that is none', async () => {
    expect((await call({ method: 'GET', url: '/api/basedata/thirdparty/provider/myspace' })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: '/api/basedata/thirdparty/provider/Face%20Book' })).statusCode).toBe(400);
    expect((await call({ method: 'GET', url: '/api/basedata/thirdparty/provider/facebook?x=1' })).statusCode).toBe(400);
  });
});

describe('the rights', () => {
  it('reading needs configs-read, changing configs-update; nobody else gets anything', async () => {
    const db = api.app.database.db;
    const none = await tokenWithRights(db, 'no-configs', ['internet-read', 'ticket-admin']);
    const reader = await tokenWithRights(db, 'configs-reader', ['configs-read']);
    const writer = await tokenWithRights(db, 'configs-writer', ['configs-read', 'configs-update']);
    const facebook = '/api/basedata/thirdparty/provider/facebook';
    for (const url of ['/api/basedata/thirdparty', facebook])
      expect((await call({ method: 'GET', url }, none)).statusCode, url).toBe(403);
    expect((await api.app.app.inject({ method: 'GET', url: facebook })).statusCode).toBe(401);
    const read = await call({ method: 'GET', url: facebook }, reader);
    expect(read.statusCode).toBe(200);
    expectNoSecret(read.body);
    const version = read.json<Row>().version;
    expect(
      (await call({ method: 'PATCH', url: facebook, payload: { enabled: true, version } }, reader)).statusCode,
    ).toBe(403);
    expect(
      (await call({ method: 'PATCH', url: facebook, payload: { enabled: true, version } }, writer)).statusCode,
    ).toBe(200);
    expect(
      (await call({ method: 'POST', url: '/api/basedata/thirdparty', payload: { provider: 'x', name: 'X' } }, writer))
        .statusCode,
    ).toBe(403);
  });
});
