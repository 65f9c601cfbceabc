import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.ts';
import { settingsCatalogue, type SettingKey, type SettingValue } from './settings-catalogue.ts';
import { settingValue } from './setting-value.ts';

/**
 * A system setting as the server uses it, read when asked (so a change needs no restart): the stored
 * value, or the catalogue's while none is stored or the stored one does not suit it.
 */
export async function readSetting<Key extends SettingKey>(db: Kysely<Tables>, key: Key): Promise<SettingValue<Key>> {
  const row = await db.selectFrom('sys_settings').select('value').where('key', '=', key).executeTakeFirst();
  if (row) {
    const stored = settingValue(key, row.value);
    if (stored.valid) return stored.value as SettingValue<Key>;
  }
  return settingsCatalogue[key].fallback;
}
