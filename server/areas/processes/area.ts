import { defineArea } from '../../core/area.ts';
import { demoCustomerIds } from '../customers/seed/customers.ts';
import { ratioIntegration } from '../../integrations/ratio/ratio-integration.ts';
import { seedProcesses } from './seed/processes.ts';

/** Booking processes of customers, served by the generic API; they live in the booking system Ratio. */
export const processesArea = defineArea({
  name: 'processes',
  integrations: [ratioIntegration] as const,
  seed: async ({ db, registry }) => ({
    processes: (await seedProcesses(db, await demoCustomerIds(db), registry)).added,
  }),
});
