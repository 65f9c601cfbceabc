import type { EntityHooks } from '../crud/entity-hooks.ts';
import { checkSettingValue } from './setting-value.ts';

/** Every write of a setting the server knows must leave it a value it can use: create, PATCH and PUT alike. */
export const settingHooks: EntityHooks = {
  async beforeWrite({ values, before }) {
    const key = String(values.key ?? before?.key);
    const value = String(values.value ?? before?.value);
    checkSettingValue(key, value);
    return values;
  },
};
