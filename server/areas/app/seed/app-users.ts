import type { Kysely } from 'kysely';
import { berlinDay } from '../../../../domain/berlin-time.ts';
import type { SeedContext } from '../../../core/area.ts';
import { demoImage } from '../../../db/seed/demo-images.ts';
import type { Tables } from '../../../db/tables.ts';
import { PROCESS_STATUS, processNumber } from '../../processes/seed/processes.ts';

const GRETA = 'app@demo.local';
/** The other demo app users each travel on one demo process. */
const LINKED_APP_USERS = 20;

/** Greta Hansen's journeys, in days from the seed's day (Europe/Berlin): one under way, one to come, two past. */
export const gretasJourneys = [
  {
    number: 'APP-2026-000001',
    title: 'Rügen – Kreidefelsen und Ostseebäder',
    from: -2,
    to: 3,
    boarding: 'Hamburg ZOB, Steig 4',
    seat: '7',
  },
  {
    number: 'APP-2026-000002',
    title: 'Blütenzauber am Bodensee',
    from: 45,
    to: 49,
    boarding: 'Lübeck ZOB',
    seat: '12',
  },
  {
    number: 'APP-2026-000003',
    title: 'Adventszauber in Dresden',
    from: -340,
    to: -337,
    boarding: 'Hamburg ZOB, Steig 4',
    seat: '9',
  },
  {
    number: 'APP-2026-000004',
    title: 'Silvester in Wien',
    from: -332,
    to: -328,
    boarding: 'Lüneburg Bahnhof',
    seat: '3',
  },
] as const;

/** Her diary: entries per journey (by number), on the journey's day (0 = first). */
const gretasDiary = [
  {
    number: 'APP-2026-000001',
    day: 0,
    title: 'Ankunft in Binz',
    text: 'Nach der Fahrt über den Rügendamm endlich am Meer. Abends ein Spaziergang über die Seebrücke.',
  },
  {
    number: 'APP-2026-000003',
    day: 0,
    title: 'Striezelmarkt',
    text: 'Glühwein und Stollen auf dem Striezelmarkt, die Altstadt ist festlich beleuchtet.',
  },
  {
    number: 'APP-2026-000003',
    day: 1,
    title: 'Frauenkirche',
    text: 'Führung durch die Frauenkirche, danach Kaffee am Neumarkt.',
  },
  {
    number: 'APP-2026-000003',
    day: 2,
    title: 'Elbschlösser',
    text: 'Dampferfahrt bei klarem Frost, die Elbschlösser im Wintersonnenschein.',
  },
  {
    number: 'APP-2026-000004',
    day: 0,
    title: 'Ankunft in Wien',
    text: 'Lange Fahrt, aber der Busfahrer hatte gute Musik. Abends Schnitzel in der Innenstadt.',
  },
  {
    number: 'APP-2026-000004',
    day: 2,
    title: 'Silvesterpfad',
    text: 'Um Mitternacht den Donauwalzer auf dem Rathausplatz getanzt.',
  },
] as const;

/** A plausible packing list for a coach tour; the first of each category packed already. */
const packingList = [
  { label: 'Personalausweis', category: 'documents', packed: true },
  { label: 'Reiseunterlagen', category: 'documents', packed: true },
  { label: 'Krankenversicherungskarte', category: 'documents', packed: false },
  { label: 'Regenjacke', category: 'clothing', packed: true },
  { label: 'Bequeme Wanderschuhe', category: 'clothing', packed: false },
  { label: 'Badesachen', category: 'clothing', packed: false },
  { label: 'Zahnbürste und Zahnpasta', category: 'hygiene', packed: false },
  { label: 'Sonnencreme', category: 'health', packed: true },
  { label: 'Reisetabletten', category: 'health', packed: false },
  { label: 'Handy-Ladekabel', category: 'electronics', packed: false },
  { label: 'Fernglas', category: 'other', packed: false },
] as const;

const dayFrom = (today: string, days: number) =>
  berlinDay(new Date(new Date(`${today}T12:00:00Z`).getTime() + days * 86_400_000));

/** Links a user to a process once. */
async function link(db: Kysely<Tables>, userId: number, processId: number) {
  const there = await db
    .selectFrom('users_vorgaenge')
    .select('id_users_vorgaenge')
    .where('id_users', '=', userId)
    .where('id_pc_process', '=', processId)
    .executeTakeFirst();
  if (there) return 0;
  await db.insertInto('users_vorgaenge').values({ id_users: userId, id_pc_process: processId }).execute();
  return 1;
}

/** Greta's journeys as processes booked by her card; rows that exist are kept. Answers their ids by number. */
async function gretasProcesses(db: Kysely<Tables>, card: number | null, today: string) {
  const ids = new Map<string, { id: number; start: string }>();
  for (const journey of gretasJourneys) {
    const start = dayFrom(today, journey.from);
    const there = await db
      .selectFrom('pc_process')
      .select(['id_pc_process', 'journey_start'])
      .where('number', '=', journey.number)
      .executeTakeFirst();
    const row =
      there ??
      (await db
        .insertInto('pc_process')
        .values({
          number: journey.number,
          title: journey.title,
          status: PROCESS_STATUS.firm,
          vc_card_booker: card,
          journey_start: start,
          journey_end: dayFrom(today, journey.to),
          participants: 2,
          seat_number: journey.seat,
          boarding_point: journey.boarding,
          boarding_time: '07:30',
          direction: 'H',
        })
        .returning(['id_pc_process', 'journey_start'])
        .executeTakeFirstOrThrow());
    ids.set(journey.number, { id: row.id_pc_process, start: String(row.journey_start ?? start) });
  }
  return ids;
}

/**
 * The app users (spec 1 §2 App user): every user of the role `app user` is one; Greta Hansen
 * (app@demo.local) travels on four journeys with her diary, suitcase and a photo competition entry, and
 * the other app users each on a demo process. Runs before the departures, which follow these processes.
 */
export async function seedAppUsers({ db }: SeedContext): Promise<Record<string, number>> {
  const role = await db.selectFrom('roles').select('id_roles').where('role', '=', 'app user').executeTakeFirst();
  if (!role) return {};
  await db.updateTable('users').set({ app_user: true }).where('id_roles', '=', role.id_roles).execute();
  const greta = await db
    .selectFrom('users')
    .select(['id_users', 'id_vc_card'])
    .where('email', '=', GRETA)
    .executeTakeFirst();
  if (!greta) return {};
  const today = berlinDay();
  const processes = await gretasProcesses(db, greta.id_vc_card, today);
  let links = 0;
  for (const { id } of processes.values()) links += await link(db, greta.id_users, id);

  const others = await db
    .selectFrom('users')
    .select('id_users')
    .where('id_roles', '=', role.id_roles)
    .where('id_users', '!=', greta.id_users)
    .where('deleted_at', 'is', null)
    .orderBy('id_users')
    .limit(LINKED_APP_USERS)
    .execute();
  const demoProcesses = await db
    .selectFrom('pc_process')
    .select(['id_pc_process', 'number'])
    .where('number', 'in', [...Array(LINKED_APP_USERS).keys()].map(processNumber))
    .execute();
  const current = processes.get(gretasJourneys[0].number)?.id;
  for (const [index, other] of others.entries()) {
    // The first three travel with Greta on her current journey; the others on a demo process each.
    const processId = index < 3 ? current : demoProcesses[index % Math.max(demoProcesses.length, 1)]?.id_pc_process;
    if (processId !== undefined) links += await link(db, other.id_users, processId);
  }

  return { app_user_links: links, ...(await seedGretasRecords(db, greta.id_users, processes)) };
}

/** Greta's diary, suitcase and photo competition entry, once: what she has is kept. */
async function seedGretasRecords(db: Kysely<Tables>, userId: number, processes: Map<string, { start: string }>) {
  const owned = { created_by: userId, updated_by: userId, id_users: userId };
  const counts = { app_diary: 0, app_suitcase_items: 0, app_photo_entries: 0 };
  const has = async (table: 'app_diary' | 'app_suitcase_items' | 'app_photo_entries') =>
    (await db.selectFrom(table).select('id_users').where('id_users', '=', userId).executeTakeFirst()) !== undefined;

  if (!(await has('app_diary'))) {
    const entries = gretasDiary.flatMap((entry, index) => {
      const start = processes.get(entry.number)?.start;
      if (!start) return [];
      const { link: photo } = demoImage(`diary-${entry.number}`, index);
      return [
        {
          ...owned,
          day: dayFrom(start, entry.day),
          title: entry.title,
          text: entry.text,
          photos: JSON.stringify([photo]),
        },
      ];
    });
    if (entries.length > 0) await db.insertInto('app_diary').values(entries).execute();
    counts.app_diary = entries.length;
  }
  if (!(await has('app_suitcase_items'))) {
    await db
      .insertInto('app_suitcase_items')
      .values(packingList.map((item, sort) => ({ ...owned, ...item, sort })))
      .execute();
    counts.app_suitcase_items = packingList.length;
  }
  if (!(await has('app_photo_entries'))) {
    const { link: image } = demoImage('photo-ruegen', 0);
    await db
      .insertInto('app_photo_entries')
      .values({ ...owned, category: 'landscape', title: 'Kreidefelsen im Abendlicht', image })
      .execute();
    counts.app_photo_entries = 1;
  }
  return counts;
}
