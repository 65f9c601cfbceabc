import { defineArea } from '../../core/area.ts';
import { demoCustomerIds } from '../customers/seed/customers.ts';
import { kuschickIntegration } from '../../integrations/kuschick/kuschick-integration.ts';
import { ratioIntegration } from '../../integrations/ratio/ratio-integration.ts';
import { seedProcesses } from './seed/processes.ts';

/** Booking processes of customers, served by the generic API; they live in a booking system, Ratio or Kuschick. */
export const processesArea = defineArea({
  name: 'processes',
  integrations: [ratioIntegration, kuschickIntegration] as const,
  seed: async ({ db, registry }) => ({
    processes: (await seedProcesses(db, await demoCustomerIds(db), registry)).added,
  }),
});
