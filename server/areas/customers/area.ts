import { defineArea } from '../../core/area.ts';
import { customerHooks } from './customer-hooks.ts';
import { seedCustomers } from './seed/customers.ts';

/** Customers (visiting cards) with their contacts, and the drivers among them, served by the generic API. */
export const customersArea = defineArea({
  name: 'customers',
  entityHooks: { 'customers/customer': customerHooks },
  seed: async ({ db, registry }) => ({ customers: (await seedCustomers(db, registry)).added }),
});
