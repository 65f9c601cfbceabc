import type { Kysely } from 'kysely';
import type { Registry } from '../../registry/types.ts';
import { insertRows, seedEntity } from '../db/seed/insert-rows.ts';
import type { Tables } from '../db/tables.ts';
import { settingsCatalogue, type SettingKey } from './settings-catalogue.ts';
import { storedText } from './setting-value.ts';

/** What each setting is for, as the settings list shows it. */
const descriptions: Readonly<Record<SettingKey, string>> = {
  default_setting_language: 'Sprache, in der neue Einstellungen und Texte angelegt werden',
  sms_enabled: 'SMS-Versand eingeschaltet',
  dev_mode: 'Entwicklungsmodus (keine Nachrichten an echte Empfänger)',
  fallback_to_email: 'E-Mail senden, wenn keine SMS möglich ist',
  require_phone_verification: 'Telefonnummer muss bei der Registrierung bestätigt werden',
  sms_min_interval_seconds: 'Mindestabstand zwischen zwei SMS an dieselbe Nummer, in Sekunden',
  sms_max_per_hour_per_number: 'Höchstens so viele SMS je Stunde und Nummer',
  booking_email_active: 'Buchungsbestätigung per E-Mail (1 an, 0 aus)',
  image_download: 'Bilder dürfen heruntergeladen werden (1 ja, 0 nein)',
  show_process_without_journey: 'Vorgänge ohne Reise anzeigen (1 ja, 0 nein)',
  booking_backend: 'Buchungssystem: ratio oder kuschick',
  kuschick_idaddress: 'Kuschick-Kundenimport liest die Adress-ID mit (idaddress)',
  cancellation_recipient:
    'Empfänger der Stornomitteilung, wenn die Agentur keine Storno-Adresse hat (leer: E-Mail des Mandanten)',
  color_palette: 'Die zehn Farben der Auswahl in Editoren und Diagrammen',
  category_path: 'Pfad der Reisekategorien auf der Website',
  destination_path: 'Pfad der Reiseziele auf der Website',
  map_tile_url: 'Kachelserver der Reisekarte, z. B. https://karten.example/{z}/{x}/{y}.png (leer: Karte ohne Kacheln)',
};

/** Stores each setting of the catalogue that has no row yet, with its value; a stored value stays. */
export async function seedSettings(db: Kysely<Tables>, registry: Registry) {
  const entity = seedEntity(registry, 'system/setting');
  const there = new Set((await db.selectFrom('sys_settings').select('key').execute()).map((row) => row.key));
  const rows = (Object.keys(settingsCatalogue) as SettingKey[])
    .filter((key) => !there.has(key))
    .map((key) => ({ key, value: storedText(settingsCatalogue[key].fallback), description: descriptions[key] }));
  if (rows.length > 0) await insertRows(entity, ['key', 'value', 'description'], rows).execute(db);
  return rows.length;
}
