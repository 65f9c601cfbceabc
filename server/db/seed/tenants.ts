import type { Kysely } from 'kysely';
import type { Tables } from '../tables.ts';

type TenantTables = Tables & { tenant: Record<string, unknown> & { host: string } };

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
export const baseTenants = [
  { host: 'template', name: 'Template', theme: 'primary', version: '1.0.0' },
  { host: 'localhost', name: 'Sonnenschein Reisen (development)', theme: 'primary', version: '1.0.0', ...company },
];

/** Adds the tenants whose host has no entry yet. */
export async function seedTenants(db: Kysely<Tables>, tenants: Record<string, unknown>[]) {
  const tenantDb = db as unknown as Kysely<TenantTables>;
  for (const tenant of tenants) {
    await tenantDb
      .insertInto('tenant')
      .values(tenant as TenantTables['tenant'])
      .onConflict((oc) => oc.column('host').doNothing())
      .execute();
  }
}
