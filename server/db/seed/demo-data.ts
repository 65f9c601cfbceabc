import type { Kysely } from 'kysely';
import type { Tables } from '../tables.ts';
import { seedCustomers } from './customers.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedProcesses } from './processes.ts';
import { seedStaffUsers } from './staff-users.ts';
import { demoTenants, seedTenants } from './tenants.ts';
import { seedTicketCatalogue } from './ticket-catalogue.ts';
import { seedTicketSales } from './ticket-sales-insert.ts';

/**
 * The demo data set: logins and roles, two white-label tenants, the ticket catalogue and its sales
 * (events, orders, payments, invoices, vouchers), customers with their booking processes, and
 * further staff, drivers and app users. Whatever exists already is kept: running it again adds
 * nothing.
 */
export async function seedDemoData(db: Kysely<Tables>) {
  const { created } = await seedDemoAccounts(db);
  await seedTenants(db, demoTenants);
  const catalogue = await seedTicketCatalogue(db);
  const ticketSales = await seedTicketSales(db);
  const customers = await seedCustomers(db);
  const processes = await seedProcesses(db, customers.ids);
  const staff = await seedStaffUsers(db, customers.ids);
  return {
    logins: created,
    catalogue,
    ticketSales,
    customers: customers.added,
    processes: processes.added,
    staffUsers: staff.added,
  };
}
