import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateBody } from '../../server/crud/body-validation.ts';
import {
  buildDemoCustomers,
  DEMO_AGENCY_CUSTOMERS,
  DEMO_CUSTOMERS,
  hasEmail,
  lueneburgRegion,
} from '../../server/areas/customers/seed/customers.ts';
import { DEMO_PASSWORD, demoLogins } from '../../server/db/seed/demo-accounts.ts';
import { germanCities } from '../../server/db/seed/german-cities.ts';
import {
  buildDemoProcesses,
  DEMO_PROCESS_WITH_EMAIL,
  DEMO_PROCESS_WITHOUT_EMAIL,
  DEMO_PROCESSES,
  DEMO_PROCESSES_WITHOUT_EMAIL,
} from '../../server/areas/processes/seed/processes.ts';
import { parseSeedArguments, SeedArgumentError } from '../../server/db/seed/seed-arguments.ts';
import { slugify, uniqueSlugs } from '../../server/db/seed/slug.ts';
import { buildStaffUsers, DEMO_STAFF_USERS } from '../../server/areas/users/seed/staff-users.ts';
import { buildTicketCatalogue } from '../../server/areas/tickets/seed/ticket-catalogue.ts';
import { loadRegistry } from '../../server/areas/load-registry.ts';

const registry = loadRegistry(fileURLToPath(new URL('../..', import.meta.url)));

describe('slugs', () => {
  it.each([
    ['Die Ärzte', 'die-aerzte'],
    ['Kulturzentrum Lüneburg', 'kulturzentrum-lueneburg'],
    ['Straßenfest & Café Noël', 'strassenfest-cafe-noel'],
    ['  --Rock!!  ', 'rock'],
  ])('%s becomes %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('are unique among those handed out', () => {
    const next = uniqueSlugs();
    expect([next('Rock'), next('rock'), next('ROCK'), next('!!')]).toEqual(['rock', 'rock-2', 'rock-3', 'eintrag']);
  });
});

describe('seed arguments', () => {
  it.each([
    [[], {}],
    [['--scale', '1000000'], { scale: 1_000_000 }],
    [['--scale=1_000_000'], { scale: 1_000_000 }],
  ])('%j reads as %j', (args, parsed) => {
    expect(parseSeedArguments(args)).toEqual(parsed);
  });

  it.each([
    [['--scale']],
    [['--scale', 'lots']],
    [['--scale', '0']],
    [['--scale', '-5']],
    [['--rows', '5']],
    [['--scale', '1', '--scale', '2']],
  ])('refuses %j', (args) => {
    expect(() => parseSeedArguments(args)).toThrow(SeedArgumentError);
  });
});

describe('the demo catalogue', () => {
  it('is the same on every run', () => {
    expect(buildTicketCatalogue()).toEqual(buildTicketCatalogue());
  });

  it('is valid against the entity schemas, with unique slugs', () => {
    const catalogue = buildTicketCatalogue();
    const parts = [
      ['tickets/genre', catalogue.genres],
      ['tickets/artist', catalogue.artists],
      ['tickets/location', catalogue.locations],
    ] as const;
    for (const [entity, rows] of parts) {
      expect(rows.length).toBeGreaterThan(10);
      const definition = registry.entities[entity];
      if (!definition) throw new Error(`no entity ${entity}`);
      for (const row of rows) expect(() => validateBody(definition, 'create', row)).not.toThrow();
      expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
    }
  });
});

const entity = (name: string) => {
  const definition = registry.entities[name];
  if (!definition) throw new Error(`no entity ${name}`);
  return definition;
};

describe('the demo customers', () => {
  const customers = buildDemoCustomers();

  it('are the same on every run', () => {
    expect(buildDemoCustomers()).toEqual(customers);
  });

  it('are about 300, 40 of them of the demo agency, living around Lüneburg', () => {
    expect(customers).toHaveLength(DEMO_CUSTOMERS);
    expect(DEMO_CUSTOMERS).toBeGreaterThanOrEqual(250);
    const agency = customers.filter((customer) => customer.agency);
    expect(agency).toHaveLength(DEMO_AGENCY_CUSTOMERS);
    const region = new Set(lueneburgRegion.map((town) => town.zip));
    for (const customer of agency) expect(region.has(customer.zip)).toBe(true);
  });

  it('are valid against the customer entity, with real zip and city pairs', () => {
    const places = new Set([
      ...germanCities.map((city) => `${city.zip} ${city.name}`),
      ...lueneburgRegion.map((town) => `${town.zip} ${town.city}`),
    ]);
    for (const { agency: _agency, ...card } of customers) {
      expect(() => validateBody(entity('customers/customer'), 'create', { ...card, agencyId: null })).not.toThrow();
      expect(card.zip).toMatch(/^\d{5}$/);
      expect(places.has(`${card.zip} ${card.city}`)).toBe(true);
      expect(card.street).toMatch(/^\S.* \d+[a-c]?$/);
    }
  });

  it('mostly have an email, all one or two phone numbers in German format', () => {
    const withEmail = customers.filter(hasEmail).length / customers.length;
    expect(withEmail).toBeGreaterThan(0.75);
    expect(withEmail).toBeLessThan(0.92);
    for (const customer of customers) {
      const phones = customer.contacts.filter((entry) => entry.id_vc_field_type === 2);
      expect(phones.length).toBeGreaterThanOrEqual(1);
      expect(phones.length).toBeLessThanOrEqual(2);
      for (const phone of phones) expect(phone.value).toMatch(/^\+49 [1-9]\d{1,4} [2-9]\d{4,7}$/);
      for (const email of customer.contacts.filter((entry) => entry.id_vc_field_type === 1))
        expect(email.value).toMatch(/^[a-z0-9.]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.example$/);
    }
    const emails = customers.flatMap((customer) =>
      customer.contacts.filter((entry) => entry.id_vc_field_type === 1).map((entry) => entry.value),
    );
    expect(new Set(emails).size).toBe(emails.length);
  });
});

describe('the demo processes', () => {
  const customers = buildDemoCustomers();
  const processes = buildDemoProcesses(customers);
  const byNumber = new Map(processes.map((process) => [process.number, process]));
  const bookerHasEmail = (number: string) => {
    const process = byNumber.get(number);
    if (!process) throw new Error(`no process ${number}`);
    return hasEmail(customers[process.booker] as (typeof customers)[number]);
  };

  it('are the same on every run', () => {
    expect(buildDemoProcesses()).toEqual(processes);
  });

  it('are about 150 with unique V-2026 numbers, valid against the process entity', () => {
    expect(processes).toHaveLength(DEMO_PROCESSES);
    expect(new Set(processes.map((process) => process.number)).size).toBe(processes.length);
    const invoices = processes.flatMap((process) => (process.invoice_id ? [process.invoice_id] : []));
    expect(new Set(invoices).size).toBe(invoices.length);
    for (const { booker, ...process } of processes) {
      expect(process.number).toMatch(/^V-2026-\d{6}$/);
      expect(booker).toBeGreaterThanOrEqual(0);
      expect(booker).toBeLessThan(customers.length);
      expect(() =>
        validateBody(entity('processes/process'), 'create', { ...process, vc_card_booker: booker + 1 }),
      ).not.toThrow();
      expect(process.journey_start.slice(0, 4)).toMatch(/^202[67]$/);
      expect(process.journey_end >= process.journey_start).toBe(true);
      expect(process.price).toBeGreaterThan(0);
    }
  });

  it('name stable examples booked with and without an email', () => {
    expect(DEMO_PROCESS_WITH_EMAIL).toBe('V-2026-000101');
    expect(DEMO_PROCESS_WITHOUT_EMAIL).toBe('V-2026-000102');
    expect(bookerHasEmail(DEMO_PROCESS_WITH_EMAIL)).toBe(true);
    expect(DEMO_PROCESSES_WITHOUT_EMAIL.length).toBeGreaterThanOrEqual(3);
    for (const number of DEMO_PROCESSES_WITHOUT_EMAIL) expect(bookerHasEmail(number)).toBe(false);
  });
});

describe('the demo staff users', () => {
  const users = buildStaffUsers();

  it('are the same on every run', () => {
    expect(buildStaffUsers()).toEqual(users);
  });

  it('are about 25 @demo.local users, some disabled, drivers with a driver login', () => {
    expect(users).toHaveLength(DEMO_STAFF_USERS);
    expect(users.length).toBeGreaterThanOrEqual(20);
    const emails = users.map((user) => user.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const login of demoLogins) expect(emails).not.toContain(login.email);
    for (const email of emails) expect(email).toMatch(/@demo\.local$/);
    expect(users.filter((user) => !user.isActive).length).toBeGreaterThanOrEqual(3);
    const drivers = users.filter((user) => user.driver);
    expect(drivers.length).toBeGreaterThanOrEqual(3);
    for (const driver of drivers) expect(driver.driver_login).toMatch(/^fahrer-\d+$/);
    for (const user of users)
      expect(user.contacts.map((entry) => entry.key).slice(0, 2)).toEqual(['phone-business', 'email-business']);
  });

  it('are valid against the user entity', () => {
    for (const { role: _role, customer: _customer, lastLogin: _lastLogin, ...user } of users) {
      expect(() =>
        validateBody(entity('users/user'), 'create', {
          ...user,
          password: DEMO_PASSWORD,
          password_confirmation: DEMO_PASSWORD,
        }),
      ).not.toThrow();
    }
  });
});
