import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../registry/types.ts';
import type { Tables } from '../../server/db/tables.ts';
import { dynamic } from '../../server/crud/crud-context.ts';
import { mintToken, tokenWithRights } from './support/mintedTokens.ts';
import { agencyStaff } from './support/process-actions.ts';
import { repositoryRegistry } from './support/testApp.ts';
import { superadminApp } from './support/superadminApp.ts';

// Agency isolation (issue 20, spec 1 §6 "Agency calls do nothing without vc_card.agencyId"): staff of
// agency A walk every call that reaches agency data — the generic lists, records and exports of every
// resource with an agency scope, generated from the registry, and the agency calls, which read Ratio —
// and no answer holds a row of agency B or of the office. A user bound to no agency gets empty answers
// from the agency calls.

const api = superadminApp();
const db = (): Kysely<Tables> => api.app.database.db;

/** Ratio's numbers of the two agencies: A is the demo agency of `agency@demo.local`. */
const RATIO_A = 1;
const RATIO_B = 2;
const PERIOD = 'from=2026-01-01&till=2026-12-31';

/** The resources whose rows an agency owns (`agencyField`), as the registry declares them. */
const scoped = repositoryRegistry.resources.filter(
  (resource): resource is ResourceDefinition & { agency: NonNullable<ResourceDefinition['agency']> } =>
    resource.agency !== undefined,
);

interface World {
  agencyA: number;
  agencyB: number;
  staffA: string;
  nobody: string;
  /** Texts (JSON fragments) only a row of B or of the office holds. */
  foreign: string[];
  /** Texts only rows of A hold. */
  own: { card: string; process: string; kennziffer: string; invoice: string };
  ratioB: { kennziffer: string; name: string; invoice: string; process: number };
}
let world: World;

async function card(name: string, agencyId: number | null) {
  return (await db().insertInto('vc_card').values({ name, agencyId }).returning('id_vc_card').executeTakeFirstOrThrow())
    .id_vc_card;
}

async function process(number: string, booker: number) {
  await db()
    .insertInto('pc_process')
    .values({
      number,
      title: `Gardasee-Rundreise ${number}`,
      status: '4',
      price: 1240,
      journey_start: '2026-05-04',
      journey_end: '2026-05-10',
      vc_card_booker: booker,
    })
    .execute();
}

/** An online booking of the engine, made through the agency's website (or none). */
async function onlineBooking(number: string, agency: number | null, journey: number) {
  await db()
    .insertInto('bk_booking')
    .values({
      number,
      status: 'booked',
      id_jrn_journey: journey,
      date_from: '2026-05-04',
      persons: 2,
      id_agency: agency,
    })
    .execute();
}

beforeAll(async () => {
  const rights = [...new Set(scoped.flatMap((resource) => resource.permission.list))];
  const agencyA = await agencyStaff(db(), ['agencydata-read', 'agencydata-create', ...rights]);
  await db().updateTable('agency').set({ ratio_id: RATIO_A }).where('id_agency', '=', agencyA).execute();
  const agencyB = (
    await db()
      .insertInto('agency')
      .values({ name: 'Reisewelt Alpenblick', city: 'Innsbruck', country: 'AT', ratio_id: RATIO_B })
      .returning('id_agency')
      .executeTakeFirstOrThrow()
  ).id_agency;

  const ownCard = await card('Agathe Amselweg', agencyA);
  const cardB = await card('Bruno Bussardhof', agencyB);
  const officeCard = await card('Olga Ortolanweg', null);
  await process('ISO-A-1', ownCard);
  await process('ISO-B-1', cardB);
  await process('ISO-O-1', officeCard);
  const journey = (
    await db()
      .insertInto('jrn_journey')
      .values({ title: 'Gardasee-Rundreise' })
      .returning('id_jrn_journey')
      .executeTakeFirstOrThrow()
  ).id_jrn_journey;
  await onlineBooking('OB-ISO-A', agencyA, journey);
  await onlineBooking('OB-ISO-B', agencyB, journey);
  await onlineBooking('OB-ISO-O', null, journey);
  const staffRole = await db()
    .selectFrom('roles')
    .select('id_roles')
    .where('role', '=', 'agency staff')
    .executeTakeFirstOrThrow();
  const staffOfB = (email: string, lastname: string, isActive: boolean) => ({
    email,
    password: 'never-signs-in',
    firstname: 'Berta',
    lastname,
    isActive,
    // a driver and app user too, so that B has a row in every list of cards and users, the drivers' and app users' among them
    driver: true,
    app_user: true,
    id_roles: staffRole.id_roles,
    id_vc_card: cardB,
  });
  await db()
    .insertInto('users')
    .values([
      staffOfB('berta.staff@alpenblick.test', 'Bergfink', true),
      staffOfB('bernd.former@alpenblick.test', 'Bergfink', false),
    ])
    .execute();

  const ratio = api.app.ratio.state();
  const addresses = [...ratio.addresses.values()];
  const ofA = addresses.filter((address) => address.agentur === RATIO_A);
  const ofB = addresses.filter((address) => address.agentur === RATIO_B);
  const namesOfA = new Set(ofA.map((address) => address.name1));
  const invoices = [...ratio.bulkInvoices.values()];
  const invoiceB = invoices.find((invoice) => invoice.agentur === RATIO_B)!;
  const processB = [...ratio.processes.values()].find((each) => each.agentur === RATIO_B)!;
  world = {
    agencyA,
    agencyB,
    staffA: await mintToken(db(), 'agency@demo.local'),
    nobody: await tokenWithRights(db(), 'agency isolation, no agency', ['agencydata-read', 'agencydata-create']),
    foreign: [
      'Bruno Bussardhof',
      'Olga Ortolanweg',
      '"ISO-B-1"',
      '"ISO-O-1"',
      'OB-ISO-B',
      'OB-ISO-O',
      'berta.staff@alpenblick.test',
      'bernd.former@alpenblick.test',
      'Reisewelt Alpenblick',
      ...ofB.map((address) => `"${address.kennziffer}"`),
      ...ofB.filter((address) => !namesOfA.has(address.name1)).map((address) => `"${address.name1}"`),
      ...invoices.filter((invoice) => invoice.agentur !== RATIO_A).map((invoice) => `"${invoice.sammelRechnungNr}"`),
    ],
    own: {
      card: 'Agathe Amselweg',
      process: '"ISO-A-1"',
      kennziffer: `"${ofA[0]!.kennziffer}"`,
      invoice: `"${invoices.find((invoice) => invoice.agentur === RATIO_A)!.sammelRechnungNr}"`,
    },
    ratioB: {
      kennziffer: ofB[0]!.kennziffer,
      name: ofB[0]!.name1,
      invoice: invoiceB.sammelRechnungNr,
      process: processB.nr,
    },
  };
});

/** The id of a row of agency B the resource serves (its fixed filter too), found through its agency column. */
async function rowOfB(resource: (typeof scoped)[number]): Promise<unknown> {
  const { table, idField } = resource.entity;
  const { column, via } = resource.agency;
  let query = dynamic(db()).selectFrom(table).select(idField);
  query = via
    ? query.where(
        column,
        'in',
        dynamic(db()).selectFrom(via.table).select(via.idField).where(via.column, '=', world.agencyB),
      )
    : query.where(column, '=', world.agencyB);
  const ofB = new Set((await query.execute()).map((row) => row[idField]));
  const served = await api.call({ method: 'GET', url: `/api${resource.api}?$limit=1000` });
  return served.json<{ data: Record<string, unknown>[] }>().data.find((row) => ofB.has(row[idField]))?.[idField];
}

function expectNothingForeign(url: string, body: string) {
  for (const marker of world.foreign) expect(body.includes(marker), `${url} answers ${marker}`).toBe(false);
}

describe.each(scoped.map((resource) => [resource.name, resource] as const))(
  'the generic calls of %s, as staff of agency A',
  (_name, resource) => {
    const path = `/api${resource.api}`;
    const lists = () => {
      const { column, via } = resource.agency;
      return [
        `${path}?$limit=1000`,
        `${path}?$limit=1000&$skip=1`,
        ...resource.list.columns.map((column) => `${path}?$limit=1000&$sort[${column}]=-1`),
        ...(resource.search.length > 0
          ? ['Bussardhof', 'Ortolanweg', 'Bergfink', 'ISO-B-1'].map((word) => `${path}?$search=${word}`)
          : []),
        ...(via ? [] : [`${path}?${column}=${world.agencyB}`, `${path}?${column}[$ne]=${world.agencyA}`]),
        `${path}/export.csv`,
      ];
    };

    it('lists, sorts, searches, filters and exports no row of another agency or of the office', async () => {
      for (const url of lists()) {
        const answer = await api.call({ method: 'GET', url }, world.staffA);
        expect([200, 400], `${url}: ${answer.body}`).toContain(answer.statusCode);
        expectNothingForeign(url, answer.body);
      }
    });

    it("answers 404 for a row of agency B by its id, and the same list shows A's rows", async () => {
      const id = await rowOfB(resource);
      expect(id, 'a row of agency B exists').toBeDefined();
      const answer = await api.call({ method: 'GET', url: `${path}/${String(id)}` }, world.staffA);
      expect(answer.statusCode, answer.body).toBe(404);
      const office = await api.call({ method: 'GET', url: `${path}/${String(id)}` });
      expect(office.statusCode, 'the superadmin reaches the row').toBe(200);
    });
  },
);

/** The agency calls, naming agency B wherever a call takes an agency, and B's records by number. */
const agencyCalls = () => [
  { url: '/api/agency-profile', own: 'ownAgency' },
  { url: '/api/agency-details' },
  { url: `/api/agency-details/${world.agencyB}` },
  { url: `/api/ratio/api/agencies/?getCustomersFor=${world.agencyB}&limit=149&offset=1`, own: 'kennziffer' },
  { url: `/api/ratio/api/agencies/?getCustomersFor=${world.agencyB}&limit=9&offset=11&sort=-ort` },
  { url: `/api/ratio/api/agencies/?getCustomersFor=${world.agencyB}&limit=149&offset=1&search=${world.ratioB.name}` },
  { url: `/api/ratio/api/bulk-invoices/?getByAgency=${world.agencyB}`, own: 'invoice' },
  { url: `/api/ratio/api/bulk-invoices/?getBySammelRechnungNr=${world.ratioB.invoice}`, status: 404 },
  { url: `/api/ratio/api/bulk-invoices/${world.ratioB.invoice}/pdf`, status: 404 },
  { url: `/api/agency-customers/${world.ratioB.kennziffer}`, status: 404 },
  { url: `/api/ratio/api/templates/?getInvoice=${world.ratioB.process}`, status: 404 },
  { url: `/api/agency-booking/dates` },
  { url: `/api/agency-commission?agency=${world.agencyB}&${PERIOD}`, own: 'process' },
  { url: `/api/agency-commission/pdf?agency=${world.agencyB}&${PERIOD}`, pdf: true },
];

describe('the agency calls', () => {
  it("answer staff of agency A their own agency's data, whatever agency they name", async () => {
    const ownAgency = (
      await db().selectFrom('agency').select('name').where('id_agency', '=', world.agencyA).executeTakeFirstOrThrow()
    ).name;
    const own: Record<string, string> = { ...world.own, ownAgency };
    for (const call of agencyCalls()) {
      const answer = await api.call({ method: 'GET', url: call.url }, world.staffA);
      expect(answer.statusCode, `${call.url}: ${answer.body}`).toBe(call.status ?? 200);
      if (call.pdf) expect(answer.headers['content-type'], call.url).toMatch(/^application\/pdf/);
      else expectNothingForeign(call.url, answer.body);
      if (call.own) expect(answer.body, `${call.url} shows A's ${call.own}`).toContain(own[call.own]);
    }
  });

  it('answer a user bound to no agency nothing: empty lists, no records, no call that finds a row', async () => {
    const ownAgency = (
      await db().selectFrom('agency').select('name').where('id_agency', '=', world.agencyA).executeTakeFirstOrThrow()
    ).name;
    const anyone = [...world.foreign, ...Object.values(world.own), ownAgency];
    for (const call of agencyCalls()) {
      const answer = await api.call({ method: 'GET', url: call.url }, world.nobody);
      expect(answer.statusCode, `${call.url}: ${answer.body}`).toBe(call.status ?? 200);
      if (call.pdf || answer.statusCode !== 200) continue;
      for (const marker of anyone) expect(answer.body.includes(marker), `${call.url} answers ${marker}`).toBe(false);
      const { data } = answer.json<{ data: unknown }>();
      if (Array.isArray(data)) expect(data, call.url).toEqual(call.url.includes('agency-booking/dates') ? data : []);
    }
  });

  it('reach agency B for an agency administrator who names it', async () => {
    const admin = await tokenWithRights(db(), 'agency isolation, agencyadmin', ['agencydata-read', 'agencyadmin-read']);
    const answer = await api.call(
      { method: 'GET', url: `/api/ratio/api/agencies/?getCustomersFor=${world.agencyB}&limit=149&offset=1` },
      admin,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body).toContain(`"${world.ratioB.kennziffer}"`);
    const commission = await api.call(
      { method: 'GET', url: `/api/agency-commission?agency=${world.agencyB}&${PERIOD}` },
      admin,
    );
    expect(commission.body).toContain('"ISO-B-1"');
  });
});
