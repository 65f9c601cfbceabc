import type { CustomPageDeclarations } from '../../src/console';

/**
 * The travel agencies (resources/agencies.json): an agency's master data with a way to its details,
 * and the agency's own pages (details, profile, customers, bookings, booking, commission), each at
 * its address of its own behind agencydata-read.
 */
export const pages: CustomPageDeclarations = {
  editor: { load: () => import('./AgencyEditorPage'), readable: true },
  details: { load: () => import('./AgencyDetailsPage') },
  profile: { load: () => import('./AgencyProfilePage') },
  customers: { load: () => import('./AgencyCustomersPage') },
  customer: { load: () => import('./AgencyCustomerPage') },
  processes: { load: () => import('./AgencyProcessesPage') },
  vorgang: { load: () => import('./AgencyBookingViewPage') },
  booking: { load: () => import('./AgencyBookingPage') },
  commission: { load: () => import('./AgencyCommissionPage') },
};
