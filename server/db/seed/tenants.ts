import type { Kysely } from 'kysely';
import type { Registry } from '../../../registry/types.ts';
import type { Tables } from '../tables.ts';
import { DEVELOPMENT_HOST } from '../../tenants/find-tenant.ts';
import { insertRows, seedEntity } from './insert-rows.ts';

/** A tenant row as the seed writes it: its host and the fields it sets (the others keep their defaults). */
export type TenantRow = { host: string } & Record<string, unknown>;

/** The company data of the development host, which the demo tenants vary. */
export const company = {
  company: 'Sonnenschein Reisen GmbH',
  street: 'Am Sande 1',
  zip: '21335',
  city: 'Lüneburg',
  country: 'Deutschland',
  tel: '+49 4131 000000',
  email: 'info@sonnenschein-reisen.example',
  web: 'https://sonnenschein-reisen.example',
  ceo: 'Anna Sonnenschein',
  court: 'Amtsgericht Lüneburg',
  RegistrationNumber: 'HRB 000000',
  companyId: 'DE000000000',
};

/** Every installation has these: the template entry, and the development host every unknown host falls back to. */
export const baseTenants: readonly TenantRow[] = [
  { host: 'template', name: 'Template', theme: 'primary', version: '1.0.0' },
  { host: DEVELOPMENT_HOST, name: 'Sonnenschein Reisen (development)', theme: 'primary', version: '1.0.0', ...company },
];

/**
 * Adds the tenants whose host has no entry yet, into the registry's tenant entity (system/tenant),
 * in one transaction: a statement per tenant, as each names the fields of its own.
 */
export async function seedTenants(db: Kysely<Tables>, registry: Registry, tenants: readonly TenantRow[]) {
  const entity = seedEntity(registry, 'system/tenant');
  await db.transaction().execute(async (trx) => {
    const hosts = tenants.map((tenant) => tenant.host);
    const there = await trx.selectFrom('tenant').select('host').where('host', 'in', hosts).execute();
    const taken = new Set(there.map((row) => row.host));
    for (const tenant of tenants.filter(({ host }) => !taken.has(host)))
      await insertRows(entity, Object.keys(tenant), [tenant]).execute(trx);
  });
}
