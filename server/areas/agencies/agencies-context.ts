import type { AreaContext } from '../../core/area.ts';
import type { ServicesOf } from '../../core/integration.ts';
import { ratioIntegration } from '../../integrations/ratio/ratio-integration.ts';

/** The resources the agencies area's calls work on. */
export const agencyResources = [
  'agencies/agencies',
  'customers/customers',
  'processes/processes',
  'users/users',
] as const;
/** Ratio holds the agencies' customers, bookings and bulk invoices. */
export const agencyIntegrations = [ratioIntegration] as const;

export type AgenciesContext = AreaContext<(typeof agencyResources)[number], ServicesOf<typeof agencyIntegrations>>;
