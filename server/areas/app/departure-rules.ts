import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { ApiError, type FieldError } from '../../errors.ts';

const DAY_MS = 86_400_000;

/** A journey's days, first and last included; 0 for dates out of order (the entity's own rule refuses those). */
export function journeyLength(start: string, end: string): number {
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS + 1;
  return Number.isFinite(days) && days > 0 ? days : 0;
}

/** The calendar date of a journey's day (1 = the departure day), YYYY-MM-DD. */
export function dateOfDay(start: string, day: number): string {
  return new Date(Date.parse(`${start}T00:00:00Z`) + (day - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** 422 `app.errors.not_a_driver` unless the user exists, is not deleted and has the driver flag. */
export async function refuseNonDriver(trx: Kysely<Tables>, userId: number) {
  const user = await trx
    .selectFrom('users')
    .select(['driver', 'deleted_at'])
    .where('id_users', '=', userId)
    .executeTakeFirst();
  // No such user at all: the reference check of the write answers that (`error.reference`).
  if (!user) return;
  if (user.driver !== true || user.deleted_at !== null)
    throw new ApiError('Unprocessable', 'The driver must be a user with the driver flag', {
      errors: [{ field: 'id_users_driver', key: 'app.errors.not_a_driver' }],
    });
}

/**
 * 409 `app.errors.departure_exists` when another departure has the title and start day. Writes of one
 * title and day take turns (an advisory lock on them), so that two at once cannot both find it free.
 */
export async function refuseDuplicateDeparture(
  trx: Kysely<Tables>,
  { title, start, id }: { title: string; start: string; id?: number },
) {
  await sql`select pg_advisory_xact_lock(hashtext(${`app_departures:${start}:${title}`}))`.execute(trx);
  const other = await trx
    .selectFrom('app_departures')
    .select('id_app_departure')
    .where('title', '=', title)
    .where('journey_start', '=', start)
    .$if(id !== undefined, (query) => query.where('id_app_departure', '!=', id as number))
    .executeTakeFirst();
  if (other)
    throw new ApiError('Conflict', 'A departure of this journey on this day exists already', {
      errors: [{ field: 'title', key: 'app.errors.departure_exists', params: { id: other.id_app_departure } }],
    });
}

/** 422 `error.maximum` at each menu row whose day lies beyond the journey's last day. */
export function refuseMenuBeyondJourney(menu: unknown, length: number) {
  if (!Array.isArray(menu) || length === 0) return;
  const errors: FieldError[] = [];
  menu.forEach((row: { day?: unknown } | null, index) => {
    if (typeof row?.day === 'number' && row.day > length)
      errors.push({ field: `menu.${index}.day`, key: 'error.maximum', params: { comparison: '<=', limit: length } });
  });
  if (errors.length > 0) throw new ApiError('Unprocessable', 'A menu day lies beyond the journey', { errors });
}
