import { LANGUAGE_CODES } from '../../domain/language-codes.ts';
import { count, flag, onOff, setting, webPath } from './setting.ts';

const HEX_COLOUR = { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' };

/**
 * The system settings the server reads (spec 1 §9), each with the value it has until one is
 * stored; the seed stores these. An area adds its setting here, with one line. A stored value of a
 * setting named here must match its schema (422 `error.setting_value`); other keys hold any text.
 */
export const settingsCatalogue = {
  default_setting_language: setting<(typeof LANGUAGE_CODES)[number]>({ enum: LANGUAGE_CODES }, 'de'),
  sms_enabled: flag(false),
  dev_mode: flag(false),
  fallback_to_email: flag(true),
  require_phone_verification: flag(false),
  sms_min_interval_seconds: count(60),
  sms_max_per_hour_per_number: count(5),
  booking_email_active: onOff(1),
  image_download: onOff(0),
  show_process_without_journey: onOff(1),
  booking_backend: setting<'ratio' | 'kuschick'>({ enum: ['ratio', 'kuschick'] }, 'ratio'),
  /** Kuschick's customer import asks for the id of the customer's address record too (`idaddress`). */
  kuschick_idaddress: flag(false),
  /** Where a cancellation notice goes when the process's agency names no cancellation address; empty: the tenant's email. */
  cancellation_recipient: setting<string>(
    { type: 'string', maxLength: 254, pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$' },
    '',
  ),
  color_palette: setting<string[]>({ type: 'array', items: HEX_COLOUR, minItems: 10, maxItems: 10 }, [
    '#004a69',
    '#b90000',
    '#2f7c00',
    '#f17e00',
    '#6a1b9a',
    '#00838f',
    '#c2185b',
    '#5d4037',
    '#455a64',
    '#f9a825',
  ]),
  category_path: webPath('/travel-overview/'),
  destination_path: webPath('/destinations/'),
  /** The journey map's tile server (`https://tile.example.org/{z}/{x}/{y}.png`); empty: the map draws no tiles. */
  map_tile_url: setting<string>({ type: 'string', maxLength: 500, pattern: '^(https?://[^\\s;,\'"]+)?$' }, ''),
};

export type SettingKey = keyof typeof settingsCatalogue;
export type SettingValue<Key extends SettingKey> = (typeof settingsCatalogue)[Key]['fallback'];

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(settingsCatalogue, key);
