import { defineArea } from '../../core/area.ts';
import { seedTenants } from '../../db/seed/tenants.ts';
import { demoTenants } from './seed/demo-tenants.ts';

/** Roles and their rights, and the white-label tenants, served by the generic API. */
export const systemArea = defineArea({
  name: 'system',
  seed: async ({ db, registry }) => {
    await seedTenants(db, registry, demoTenants);
    return {};
  },
});
