import { PAYMENT_METHODS } from '../../../../domain/booking/engine-api.ts';
import { company, type TenantRow } from '../../../db/seed/tenants.ts';

/** The public booking engine as the demo sells: every payment method, a fifth down, the rest 30 days before departure. */
const booking = {
  booking_enabled: true,
  booking_payment_methods: [...PAYMENT_METHODS],
  booking_deposit_percent: 20,
  booking_remaining_due_days: 30,
  booking_hold_minutes: 30,
  booking_terms_version: '2026-01',
};

/** Two white-label customers of the demo data set, one with the error colour as its theme. */
export const demoTenants: readonly TenantRow[] = [
  {
    host: 'reisen.demo.local',
    name: 'Nordlicht Busreisen',
    theme: 'primary',
    version: '1.0.0',
    ...company,
    company: 'Nordlicht Busreisen GmbH',
    city: 'Kiel',
    zip: '24103',
    street: 'Holstenstraße 10',
    cookieDomain: 'reisen.demo.local',
    pushChannel: 'nordlicht-alle',
    dashboard: { active: true, categorys: ['bookings', 'tickets'] },
    ...booking,
    booking_frame_ancestors: ['https://www.reisen-beispiel.example'],
  },
  {
    host: 'tickets.demo.local',
    name: 'Elbphilharmonie-Tours',
    theme: 'error',
    version: '1.0.0',
    ...company,
    company: 'Elbtickets GmbH',
    city: 'Hamburg',
    zip: '20457',
    street: 'Platz der Deutschen Einheit 4',
    cookieDomain: 'tickets.demo.local',
    ...booking,
    booking_payment_methods: ['credit_card', 'paypal', 'invoice'],
  },
];
