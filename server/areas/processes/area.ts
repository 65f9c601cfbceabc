import { defineArea } from '../../core/area.ts';
import { demoCustomerIds } from '../customers/seed/customers.ts';
import { seedProcesses } from './seed/processes.ts';

/** Booking processes of customers, served by the generic API. */
export const processesArea = defineArea({
  name: 'processes',
  seed: async ({ db, registry }) => ({
    processes: (await seedProcesses(db, await demoCustomerIds(db), registry)).added,
  }),
});
