import { beforeAll, describe, expect, it } from 'vitest';
import { readSetting } from '../../server/settings/read-setting.ts';
import { settingsCatalogue } from '../../server/settings/settings-catalogue.ts';
import { seedSettings } from '../../server/settings/seed-settings.ts';
import { repositoryRegistry } from './support/testApp.ts';
import { superadminApp } from './support/superadminApp.ts';

// The system settings: read by every signed-in user at start-up, written by the superadmin alone;
// a setting the server knows keeps a value of its kind on every write path, and the server reads
// it through one typed module, per call.

const api = superadminApp();
const { call } = api;

interface Setting {
  id_sys_settings: number;
  key: string;
  value: string;
}

const settingId = async (key: string) =>
  (await call({ method: 'GET', url: `/api/sys_settings?key=${key}` })).json<{ data: Setting[] }>().data[0]!
    .id_sys_settings;

beforeAll(async () => {
  await seedSettings(api.app.database.db, repositoryRegistry);
});

describe('the system settings', () => {
  it('seeds the settings of spec 1 §9 with their values, once', async () => {
    const answer = await call({ method: 'GET', url: '/api/sys_settings?$limit=9999' });
    expect(answer.statusCode, answer.body).toBe(200);
    const values = Object.fromEntries(answer.json<{ data: Setting[] }>().data.map((row) => [row.key, row.value]));
    expect(values).toMatchObject({
      default_setting_language: 'de',
      sms_enabled: 'false',
      dev_mode: 'false',
      fallback_to_email: 'true',
      require_phone_verification: 'false',
      booking_email_active: '1',
      image_download: '0',
      show_process_without_journey: '1',
      booking_backend: 'ratio',
      kuschick_idaddress: 'false',
      cancellation_recipient: '',
      category_path: '/travel-overview/',
      destination_path: '/destinations/',
    });
    expect(JSON.parse(values.color_palette!)).toHaveLength(10);
    expect(await seedSettings(api.app.database.db, repositoryRegistry)).toBe(0);
  });

  it('lets every signed-in user read them, and only the superadmin change them', async () => {
    const id = await settingId('dev_mode');
    for (const email of ['tickets@demo.local', 'agency@demo.local', 'driver@demo.local', 'admin@demo.local']) {
      const token = await api.app.signIn(email);
      expect((await call({ method: 'GET', url: '/api/sys_settings?$limit=9999' }, token)).statusCode).toBe(200);
      expect((await call({ method: 'GET', url: `/api/sys_settings/${id}` }, token)).statusCode).toBe(200);
      const change = await call({ method: 'PATCH', url: `/api/sys_settings/${id}`, payload: { value: 'true' } }, token);
      expect(change.statusCode, email).toBe(403);
      const create = await call({ method: 'POST', url: '/api/sys_settings', payload: { key: 'x', value: '1' } }, token);
      expect(create.statusCode, email).toBe(403);
    }
    expect((await api.app.app.inject({ method: 'GET', url: '/api/sys_settings' })).statusCode).toBe(401);
    expect(
      (await call({ method: 'PATCH', url: `/api/sys_settings/${id}`, payload: { value: 'false' } })).statusCode,
    ).toBe(200);
  });

  it('refuses a value that does not suit a known setting, on create, PATCH and PUT alike', async () => {
    const refusals = [
      ['sms_enabled', 'yes'],
      ['sms_min_interval_seconds', '-5'],
      ['booking_email_active', '2'],
      ['booking_backend', 'amadeus'],
      ['default_setting_language', 'xx'],
      ['color_palette', '["#004a69"]'],
      [
        'color_palette',
        '["#004a69", "blau", "#2f7c00", "#f17e00", "#6a1b9a", "#00838f", "#c2185b", "#5d4037", "#455a64", "#f9a825"]',
      ],
      ['category_path', 'travel-overview'],
    ] as const;
    for (const [key, value] of refusals) {
      const id = await settingId(key);
      const patch = await call({ method: 'PATCH', url: `/api/sys_settings/${id}`, payload: { value } });
      expect(patch.statusCode, `${key} = ${value}`).toBe(422);
      expect(patch.json().errors).toEqual([
        expect.objectContaining({
          field: 'value',
          key: 'error.setting_value',
          params: expect.objectContaining({ key }),
        }),
      ]);
      const put = await call({ method: 'PUT', url: `/api/sys_settings/${id}`, payload: { key, value } });
      expect(put.statusCode, `PUT ${key} = ${value}`).toBe(422);
    }
    // A known key created anew (after its row is gone) is checked too; renaming a row to a known key as well.
    const removed = await settingId('dev_mode');
    expect((await call({ method: 'DELETE', url: `/api/sys_settings/${removed}` })).statusCode).toBe(200);
    const created = await call({ method: 'POST', url: '/api/sys_settings', payload: { key: 'dev_mode', value: 'ja' } });
    expect(created.statusCode).toBe(422);
    const free = await call({
      method: 'POST',
      url: '/api/sys_settings',
      payload: { key: 'hotline_text', value: 'ja' },
    });
    expect(free.statusCode, free.body).toBe(201);
    const renamed = await call({
      method: 'PATCH',
      url: `/api/sys_settings/${free.json<Setting>().id_sys_settings}`,
      payload: { key: 'dev_mode' },
    });
    expect(renamed.statusCode).toBe(422);
    expect(
      (await call({ method: 'POST', url: '/api/sys_settings', payload: { key: 'dev_mode', value: 'true' } }))
        .statusCode,
    ).toBe(201);
    // Nothing changed where the refusals came: the values are as seeded.
    expect(await readSetting(api.app.database.db, 'sms_enabled')).toBe(false);
    expect(await readSetting(api.app.database.db, 'color_palette')).toEqual(settingsCatalogue.color_palette.fallback);
  });

  it('refuses a key that is no name, and a key stored twice', async () => {
    const bad = await call({ method: 'POST', url: '/api/sys_settings', payload: { key: 'Dev Mode', value: '1' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'key', key: 'error.setting_key' })]);
    const twice = await call({
      method: 'POST',
      url: '/api/sys_settings',
      payload: { key: 'sms_enabled', value: 'true' },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('is read by the server per call, typed, falling back to the catalogue where nothing is stored', async () => {
    const { db } = api.app.database;
    const id = await settingId('booking_backend');
    expect(await readSetting(db, 'booking_backend')).toBe('ratio');
    await call({ method: 'PATCH', url: `/api/sys_settings/${id}`, payload: { value: 'kuschick' } });
    expect(await readSetting(db, 'booking_backend')).toBe('kuschick');
    await call({
      method: 'PATCH',
      url: `/api/sys_settings/${await settingId('sms_max_per_hour_per_number')}`,
      payload: { value: '12' },
    });
    expect(await readSetting(db, 'sms_max_per_hour_per_number')).toBe(12);
    await call({ method: 'DELETE', url: `/api/sys_settings/${id}` });
    expect(await readSetting(db, 'booking_backend')).toBe('ratio');
  });
});
