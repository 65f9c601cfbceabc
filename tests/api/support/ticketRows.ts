import type { Kysely, RawBuilder } from 'kysely';
import type { OrderStatus } from '../../../domain/tickets/order-status.ts';
import { hashPassword } from '../../../server/auth/passwords.ts';
import { dynamic } from '../../../server/crud/crud-context.ts';
import type { Tables } from '../../../server/db/tables.ts';

type Row = Record<string, unknown>;

/** Inserts a row as the shop would have stored it; answers its id. */
export async function insertRow(db: Kysely<Tables>, table: string, idField: string, values: Row): Promise<number> {
  const row = await dynamic(db).insertInto(table).values(values).returning(idField).executeTakeFirstOrThrow();
  return row[idField] as number;
}

export interface EventDateRows {
  eventId: number;
  dateId: number;
  categoryId: number;
}

let events = 0;

/** A time as a string or as SQL (a time relative to the database's today, say). */
type Time = string | RawBuilder<unknown>;

/**
 * An event titled `title` with one date at `startsAt` (its entry from `entryStartsAt`, to `endsAt`
 * where given) and one price category titled `category`.
 */
export async function insertEventDate(
  db: Kysely<Tables>,
  {
    title,
    startsAt,
    endsAt = null,
    entryStartsAt = null,
    category,
  }: { title: string; startsAt: Time; endsAt?: Time | null; entryStartsAt?: Time | null; category: string },
): Promise<EventDateRows> {
  events += 1;
  const eventId = await insertRow(db, 'tk_event', 'id_tk_event', { title, slug: `test-event-${events}` });
  const dateId = await insertRow(db, 'tk_event_date', 'id_tk_event_date', {
    id_tk_event: eventId,
    starts_at: startsAt,
    ends_at: endsAt,
    entry_starts_at: entryStartsAt,
  });
  const categoryId = await insertRow(db, 'tk_price_category', 'id_tk_price_category', {
    id_tk_event: eventId,
    title: category,
    price: 39.9,
  });
  return { eventId, dateId, categoryId };
}

let orders = 0;

/** An order in `status`; answers its id and number. */
export async function insertOrder(db: Kysely<Tables>, status: OrderStatus, values: Row = {}) {
  orders += 1;
  const number = `TEST-${Date.now().toString(36)}-${orders}`;
  const id = await insertRow(db, 'tk_order', 'id_tk_order', {
    number,
    email: `buyer${orders}@example.com`,
    status,
    gross_total: 79.8,
    net_total: 67.06,
    ...values,
  });
  return { id, number };
}

let tickets = 0;

/** A ticket of the order for the date and category, with a unique code; answers its id and code. */
export async function insertTicket(db: Kysely<Tables>, orderId: number, date: EventDateRows, values: Row = {}) {
  tickets += 1;
  const code = `TCODE${Date.now().toString(36).toUpperCase()}${String(tickets).padStart(4, '0')}`;
  const id = await insertRow(db, 'tk_ticket', 'id_tk_ticket', {
    code,
    id_tk_order: orderId,
    id_tk_event_date: date.dateId,
    id_tk_price_category: date.categoryId,
    price: 39.9,
    holder_name: `Holder ${tickets}`,
    ...values,
  });
  return { id, code };
}

/** The password of the users `insertUserWith` makes. */
export const RIGHTS_PASSWORD = 'Rights1234!';

/**
 * A user whose role grants exactly `access`; answers the email and password to sign in with.
 * `passwordHash`, the hash of RIGHTS_PASSWORD, saves hashing again for many users.
 */
export async function insertUserWith(
  db: Kysely<Tables>,
  label: string,
  access: readonly string[],
  passwordHash?: string,
) {
  const role = await db
    .insertInto('roles')
    .values({
      role: label,
      admin: false,
      access: JSON.stringify(Object.fromEntries(access.map((name) => [name, true]))),
    })
    .returning('id_roles')
    .executeTakeFirstOrThrow();
  const email = `${label.replaceAll(/[^a-z0-9]+/gi, '.')}@rights.test`;
  await db
    .insertInto('users')
    .values({ email, password: passwordHash ?? (await hashPassword(RIGHTS_PASSWORD)), id_roles: role.id_roles })
    .execute();
  return { email, password: RIGHTS_PASSWORD };
}
