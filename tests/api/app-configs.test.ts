import { beforeAll, describe, expect, it } from 'vitest';
import { seedConfigs } from '../../server/areas/configs/seed/seed-configs.ts';
import { dynamic } from '../../server/crud/crud-context.ts';
import { tokenWithRights } from './support/mintedTokens.ts';
import { superadminApp } from './support/superadminApp.ts';
import { repositoryRegistry } from './support/testApp.ts';

// Spec 2 §7 and spec 1 §4–§5: an app configuration's sub-configurations are created and linked by
// POST /app/configs/<kind> in one transaction, and each field rule refuses with its own message key
// on every write path; the configurations are the superadmin's alone.

const api = superadminApp();
const { call } = api;
type Row = Record<string, unknown>;
type Errors = { errors: { field?: string; key: string }[] };

beforeAll(async () => {
  await seedConfigs(api.app.database.db, repositoryRegistry);
});

/** Each sub-configuration: its path, the configuration's field naming it, its table and a valid body. */
const KINDS = [
  ['settings', { customer_name: 'reisen-mueller_2', booking_url: 'https://buchung.example.de/reisen' }],
  ['logos', { logo_url: 'https://cdn.example.de/logo.png' }],
  ['info', { company: 'Beispiel Reisen GmbH', imprint_url: 'https://www.example.de/impressum' }],
  ['features', { diary: true, bus_location: true }],
  ['links', { website_url: 'https://www.example.de', privacy_url: 'https://www.example.de/datenschutz' }],
  ['colors', { colors: '["#004a69", "#b90000", "#fff"]' }],
] as const;
const field = (kind: string) => `id_app_config_${kind}`;
const table = (kind: string) => `app_config_${kind}`;

/** A configuration without sub-configurations. */
async function newConfig(title = `Test-App ${Math.random().toString(36).slice(2, 8)}`): Promise<Row> {
  const answer = await call({ method: 'POST', url: '/api/app/configs/configs', payload: { title } });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

const countRows = async (kind: string) =>
  Number(
    (
      await dynamic(api.app.database.db)
        .selectFrom(table(kind))
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /app/configs/<kind>', () => {
  it.each(KINDS)('creates the %s and links it to the configuration', async (kind, body) => {
    const config = await newConfig();
    const answer = await call({
      method: 'POST',
      url: `/api/app/configs/${kind}`,
      payload: { config_id: config.id_app_config, ...body },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const created = answer.json<Row>();
    expect(created).toMatchObject(body);
    const linked = await call({ method: 'GET', url: `/api/app/configs/configs/${String(config.id_app_config)}` });
    expect(linked.json()).toMatchObject({ [field(kind)]: created[field(kind)], version: 2 });
    // The sub-configuration is read and changed through its generic calls.
    const url = `/api/app/configs/${kind}/${String(created[field(kind)])}`;
    expect((await call({ method: 'GET', url })).json()).toEqual(created);
    const patched = await call({ method: 'PATCH', url, payload: { version: created.version } });
    expect(patched.statusCode, patched.body).toBe(200);
  });

  it.each(KINDS)('leaves no %s behind when the configuration does not exist', async (kind, body) => {
    const before = await countRows(kind);
    const answer = await call({
      method: 'POST',
      url: `/api/app/configs/${kind}`,
      payload: { config_id: 987654, ...body },
    });
    expect(answer.statusCode, answer.body).toBe(404);
    expect(await countRows(kind)).toBe(before);
  });

  it('leaves nothing behind when the configuration was deleted in the meantime', async () => {
    const config = await newConfig();
    const url = `/api/app/configs/configs/${String(config.id_app_config)}`;
    expect((await call({ method: 'DELETE', url })).statusCode).toBe(200);
    const before = await countRows('logos');
    const answer = await call({
      method: 'POST',
      url: '/api/app/configs/logos',
      payload: { config_id: config.id_app_config, logo_url: 'https://cdn.example.de/x.png' },
    });
    expect(answer.statusCode, answer.body).toBe(404);
    expect(await countRows('logos')).toBe(before);
  });

  it('refuses a second one of a kind (409), keeping the first linked and creating nothing', async () => {
    const config = await newConfig();
    const url = '/api/app/configs/info';
    const first = await call({ method: 'POST', url, payload: { config_id: config.id_app_config, company: 'Erste' } });
    expect(first.statusCode, first.body).toBe(201);
    const before = await countRows('info');
    const second = await call({ method: 'POST', url, payload: { config_id: config.id_app_config, company: 'Zweite' } });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json<Errors>().errors).toEqual([
      expect.objectContaining({ field: 'id_app_config_info', key: 'configs.sub_config_linked' }),
    ]);
    expect(await countRows('info')).toBe(before);
    const kept = await call({ method: 'GET', url: `/api/app/configs/configs/${String(config.id_app_config)}` });
    expect(kept.json()).toMatchObject({ id_app_config_info: first.json<Row>().id_app_config_info, version: 2 });
  });

  it('refuses query parameters it does not know (400), built-in names too, and creates nothing', async () => {
    const config = await newConfig();
    const before = await countRows('colors');
    for (const query of ['foo=1', '__proto__=1', 'constructor=x']) {
      const answer = await call({
        method: 'POST',
        url: `/api/app/configs/colors?${query}`,
        payload: { config_id: config.id_app_config },
      });
      expect(answer.statusCode, query).toBe(400);
    }
    expect(await countRows('colors')).toBe(before);
  });

  it('needs config_id: 400 without it, and nothing is created', async () => {
    const before = await countRows('features');
    for (const payload of [{ push: true }, { config_id: 'eins' }, { config_id: 0 }]) {
      const answer = await call({ method: 'POST', url: '/api/app/configs/features', payload });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json<Errors>().errors.map((error) => error.field)).toContain('config_id');
    }
    expect(await countRows('features')).toBe(before);
  });

  it('refuses fields the sub-configuration does not have, creating nothing and linking nothing', async () => {
    const config = await newConfig();
    const before = await countRows('settings');
    const answer = await call({
      method: 'POST',
      url: '/api/app/configs/settings',
      payload: { config_id: config.id_app_config, colour: 'red' },
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json<Errors>().errors).toEqual([
      expect.objectContaining({ field: 'colour', key: 'error.unknown_field' }),
    ]);
    expect(await countRows('settings')).toBe(before);
    const unchanged = await call({ method: 'GET', url: `/api/app/configs/configs/${String(config.id_app_config)}` });
    expect(unchanged.json()).toMatchObject({ id_app_config_settings: null, version: 1 });
  });
});

/** Values each rule refuses, and the key it refuses them with (spec 1 §5). */
const RULES = [
  ['settings', 'customer_name', ['reisen müller', 'a/b', 'x.y', ''], 'error.customer_name', 'reisen_Mueller-2'],
  [
    'settings',
    'booking_url',
    ['https://buchung.example.de/', 'buchung.example.de', 'https://'],
    'error.url_trailing_slash',
    'https://buchung.example.de',
  ],
  [
    'logos',
    'logo_url',
    ['https://cdn.example.de/logos/'],
    'error.url_trailing_slash',
    'https://cdn.example.de/logos/a.png',
  ],
  [
    'info',
    'imprint_url',
    ['http://www.example.de/impressum/'],
    'error.url_trailing_slash',
    'http://www.example.de/impressum',
  ],
  ['links', 'website_url', ['https://www.example.de/'], 'error.url_trailing_slash', 'https://www.example.de'],
  [
    'colors',
    'colors',
    ['#004a69', '["#004a69",]', '["red"]', "['#004a69']", '["#04a69"]', '[]'],
    'error.hex_colors',
    '["#004a69", "#B90000"]',
  ],
] as const;

describe.each(RULES)('%s.%s', (kind, name, refused, key, accepted) => {
  let record: Row;
  let url: string;
  beforeAll(async () => {
    const config = await newConfig();
    const answer = await call({
      method: 'POST',
      url: `/api/app/configs/${kind}`,
      payload: { config_id: config.id_app_config },
    });
    record = answer.json();
    url = `/api/app/configs/${kind}/${String(record[field(kind)])}`;
  });

  const keysOf = (body: Errors) => body.errors.filter((error) => error.field === name).map((error) => error.key);

  it.each(refused)(`refuses %j with ${key} on POST, PATCH and PUT`, async (value) => {
    const config = await newConfig();
    const posted = await call({
      method: 'POST',
      url: `/api/app/configs/${kind}`,
      payload: { config_id: config.id_app_config, [name]: value },
    });
    expect(posted.statusCode, posted.body).toBe(400);
    expect(keysOf(posted.json())).toEqual([key]);
    for (const method of ['PATCH', 'PUT'] as const) {
      const answer = await call({ method, url, payload: { [name]: value, version: record.version } });
      expect(answer.statusCode, `${method} ${answer.body}`).toBe(400);
      expect(keysOf(answer.json())).toEqual([key]);
    }
  });

  it(`accepts ${accepted}`, async () => {
    const patched = await call({ method: 'PATCH', url, payload: { [name]: accepted, version: record.version } });
    expect(patched.statusCode, patched.body).toBe(200);
    record = patched.json();
    expect(record[name]).toBe(accepted);
  });
});

describe('DELETE /app/configs/configs/{id}', () => {
  it('deletes the configuration with its sub-configurations, and no other', async () => {
    const config = await newConfig();
    for (const [kind, body] of KINDS) {
      const linked = await call({
        method: 'POST',
        url: `/api/app/configs/${kind}`,
        payload: { config_id: config.id_app_config, ...body },
      });
      expect(linked.statusCode, linked.body).toBe(201);
    }
    const before = await Promise.all(KINDS.map(([kind]) => countRows(kind)));
    const linked = (
      await call({ method: 'GET', url: `/api/app/configs/configs/${String(config.id_app_config)}` })
    ).json<Row>();
    const deleted = await call({ method: 'DELETE', url: `/api/app/configs/configs/${String(config.id_app_config)}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await Promise.all(KINDS.map(([kind]) => countRows(kind)))).toEqual(before.map((count) => count - 1));
    for (const [kind] of KINDS) {
      const left = await dynamic(api.app.database.db)
        .selectFrom(table(kind))
        .select(field(kind))
        .where(field(kind), '=', linked[field(kind)])
        .execute();
      expect(left, kind).toEqual([]);
    }
  });
});

describe('the superadmin alone', () => {
  it('may read and write app configurations: an admin and a holder of every configs right get 403', async () => {
    const config = await newConfig();
    const others = [
      await api.app.signIn('admin@demo.local'),
      await tokenWithRights(api.app.database.db, 'configs-all', [
        'configs-read',
        'configs-create',
        'configs-update',
        'configs-delete',
      ]),
    ];
    const before = await countRows('links');
    for (const token of others) {
      const calls = [
        { method: 'GET', url: '/api/app/configs/configs' },
        { method: 'GET', url: `/api/app/configs/configs/${String(config.id_app_config)}` },
        { method: 'POST', url: '/api/app/configs/configs', payload: { title: 'Fremd' } },
        { method: 'POST', url: '/api/app/configs/links', payload: { config_id: config.id_app_config } },
        { method: 'GET', url: '/api/app/configs/links/1' },
      ] as const;
      for (const request of calls) expect((await call(request, token)).statusCode, request.url).toBe(403);
    }
    expect(await countRows('links')).toBe(before);
  });
});

describe('the demo data', () => {
  it('has two app configurations, each with its six sub-configurations linked', async () => {
    const answer = await call({ method: 'GET', url: '/api/app/configs/configs?$search=App&$sort[title]=1' });
    const titles = answer.json<{ data: Row[] }>().data.filter((row) => /Müller|Rheinperle/.test(String(row.title)));
    expect(titles).toHaveLength(2);
    for (const row of titles) for (const [kind] of KINDS) expect(row[field(kind)], kind).toEqual(expect.any(Number));
  });
});
