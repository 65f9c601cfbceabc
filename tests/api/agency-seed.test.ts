import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyStaffLogins, seedAgencies } from '../../server/areas/agencies/seed/agencies.ts';
import { seedRatioMirrors } from '../../server/areas/processes/seed/ratio-mirrors.ts';
import { demoAgency } from '../../server/db/seed/demo-accounts.ts';
import { seedRatioState } from '../../server/integrations/ratio/ratio-seed.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// The demo agencies: Ratio's six as ours (the demo agency of agency@demo.local is Ratio's first),
// a staff login each, and the copies of Ratio's bookers on cards of the agency Ratio names.

let testApp: TestApp;
let first: Awaited<ReturnType<typeof seedAgencies>>;
let second: Awaited<ReturnType<typeof seedAgencies>>;
const db = () => testApp.database.db;
const ratio = seedRatioState();

beforeAll(async () => {
  // createTestApp seeds the demo logins, and with them the demo agency without a Ratio number.
  testApp = await createTestApp();
  first = await seedAgencies(db());
  second = await seedAgencies(db());
  await seedRatioMirrors(db());
});
afterAll(() => testApp?.close());

describe('the demo agencies', () => {
  it("are Ratio's six, one in each country, the demo agency among them as Ratio's agency 1", async () => {
    const agencies = await db().selectFrom('agency').selectAll().orderBy('ratio_id').execute();
    expect(agencies).toHaveLength(6);
    expect(first.agencies).toBe(5);
    expect(agencies.map((agency) => agency.country)).toEqual(['DE', 'AT', 'CH', 'IT', 'NL', 'BE']);
    expect(agencies.map((agency) => agency.ratio_id)).toEqual(ratio.agencies.map((agency) => agency.id));
    const [sonnenschein] = agencies;
    const [ratioFirst] = ratio.agencies;
    expect(sonnenschein).toMatchObject({
      name: demoAgency.name,
      street: ratioFirst?.strasse,
      zip: ratioFirst?.plz,
      city: ratioFirst?.ort,
      cancellation_email: ratioFirst?.stornoEmail,
    });
    const agencyLogin = await db()
      .selectFrom('users')
      .innerJoin('vc_card', 'vc_card.id_vc_card', 'users.id_vc_card')
      .select('vc_card.agencyId')
      .where('users.email', '=', 'agency@demo.local')
      .executeTakeFirstOrThrow();
    expect(agencyLogin.agencyId).toBe(sonnenschein?.id_agency);
    for (const agency of agencies) {
      expect(agency.contact_person).toMatch(/^\p{Lu}\p{L}+ \p{Lu}\p{L}+$/u);
      expect(agency.phone).toBeTruthy();
      expect(agency.email).toContain('@');
      expect(Number(agency.commission_rate)).toBeGreaterThanOrEqual(7);
      expect(Number(agency.commission_rate)).toBeLessThanOrEqual(12);
    }
  });

  it('have a staff login each, with the agency staff role and a card of the agency', async () => {
    expect(first.agencyStaff.sort()).toEqual(agencyStaffLogins.map((login) => login.email).sort());
    const staff = await db()
      .selectFrom('users')
      .innerJoin('vc_card', 'vc_card.id_vc_card', 'users.id_vc_card')
      .innerJoin('agency', 'agency.id_agency', 'vc_card.agencyId')
      .innerJoin('roles', 'roles.id_roles', 'users.id_roles')
      .select(['users.email', 'agency.ratio_id', 'roles.role'])
      .where(
        'users.email',
        'in',
        agencyStaffLogins.map((login) => login.email),
      )
      .orderBy('agency.ratio_id')
      .execute();
    expect(staff.map((user) => user.ratio_id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(staff.map((user) => user.role))).toEqual(new Set(['agency staff']));
    expect(staff.every((user) => user.email.endsWith('@demo.local'))).toBe(true);
    const signedIn = await testApp.signIn('alpenblick@demo.local');
    expect(signedIn).toBeTruthy();
  });

  it('add nothing when seeded again', async () => {
    expect(second).toEqual({ agencies: 0, agencyStaff: [] });
    expect(await db().selectFrom('agency').select('id_agency').execute()).toHaveLength(6);
  });

  it("put Ratio's bookers on cards of the agency Ratio names", async () => {
    const bookers = await db()
      .selectFrom('vc_card')
      .leftJoin('agency', 'agency.id_agency', 'vc_card.agencyId')
      .select(['vc_card.ratio_id as kennziffer', 'agency.ratio_id as agentur'])
      .where('vc_card.id_vc_card', 'in', (eb) =>
        eb.selectFrom('pc_process').select('vc_card_booker').where('backend', '=', 'ratio'),
      )
      .execute();
    expect(bookers.length).toBeGreaterThan(0);
    for (const booker of bookers)
      expect(booker.agentur).toBe(ratio.addresses.get(booker.kennziffer as string)?.agentur ?? null);
    const withAgency = new Set(bookers.map((booker) => booker.agentur).filter((agentur) => agentur !== null));
    expect([...withAgency].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
