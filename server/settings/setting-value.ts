import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { parseJsonText } from '../../domain/json-text.ts';
import { BODY_AJV_OPTIONS } from '../../registry/body-schemas.ts';
import { ApiError } from '../errors.ts';
import { isSettingKey, settingsCatalogue, type SettingKey } from './settings-catalogue.ts';

const ajv = new Ajv2020(BODY_AJV_OPTIONS);
const validators = new Map<SettingKey, ValidateFunction>();

function validatorOf(key: SettingKey): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(settingsCatalogue[key].schema);
    validators.set(key, validate);
  }
  return validate;
}

/** A stored value as the setting means it: its text read as JSON where it is JSON, if it matches the setting's schema. */
export function settingValue<Key extends SettingKey>(key: Key, text: string): { valid: boolean; value: unknown } {
  const { value } = parseJsonText(text);
  return { valid: validatorOf(key)(value), value };
}

/** The text a value is stored as: a text as it is (`de`), anything else as JSON (`false`, `["#004a69", …]`). */
export const storedText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Refuses a value that does not suit a setting the server knows (422 `error.setting_value`); other keys take any text. */
export function checkSettingValue(key: string, text: string) {
  if (!isSettingKey(key) || settingValue(key, text).valid) return;
  throw new ApiError('Unprocessable', `The value does not suit the setting ${key}`, {
    errors: [
      {
        field: 'value',
        key: 'error.setting_value',
        params: { key, example: storedText(settingsCatalogue[key].fallback) },
      },
    ],
  });
}
