import { defineArea } from '../../core/area.ts';
import { seedTenants } from '../../db/seed/tenants.ts';
import { seedSettings } from '../../settings/seed-settings.ts';
import { settingHooks } from '../../settings/setting-hooks.ts';
import { demoTenants } from './seed/demo-tenants.ts';

/** Roles and their rights, the white-label tenants and the system settings, served by the generic API. */
export const systemArea = defineArea({
  name: 'system',
  entityHooks: { 'system/setting': settingHooks },
  seed: async ({ db, registry }) => {
    await seedTenants(db, registry, demoTenants);
    return { settings: await seedSettings(db, registry) };
  },
});
