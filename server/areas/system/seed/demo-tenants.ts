import { company, type TenantRow } from '../../../db/seed/tenants.ts';

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
  },
];
