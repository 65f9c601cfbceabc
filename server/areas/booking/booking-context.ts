import type { AreaContext } from '../../core/area.ts';
import type { ServicesOf } from '../../core/integration.ts';
import { insuranceIntegration } from '../../integrations/insurance/insurance-integration.ts';
import { mailIntegration } from '../../integrations/mail/mail-integration.ts';
import { ratioIntegration } from '../../integrations/ratio/ratio-integration.ts';
import { paymentsIntegration } from '../tickets/payments-integration.ts';

/** The resources the booking engine's calls read and write. */
export const bookingResources = [
  'booking/online-bookings',
  'journeys/journeys',
  'travel/hotels',
  'travel/rooms',
  'travel/boarding-points',
  'processes/processes',
  'customers/customers',
  'agencies/agencies',
] as const;

/** Ratio takes the booking, the payment provider the money, ERGO the insurance; mails confirm it. */
export const bookingIntegrations = [
  ratioIntegration,
  paymentsIntegration,
  insuranceIntegration,
  mailIntegration,
] as const;

export type BookingContext = AreaContext<(typeof bookingResources)[number], ServicesOf<typeof bookingIntegrations>>;
