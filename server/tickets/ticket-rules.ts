import type { Kysely } from 'kysely';
import { dynamic } from '../crud/crud-context.ts';
import type { Tables } from '../db/tables.ts';
import { ApiError } from '../errors.ts';

type Row = Record<string, unknown>;

/** 409 with the spec's ticket text (spec 2 §8: duplicate date, price or price category). */
export const duplicate = (field: string, key: string, message: string) =>
  new ApiError('Conflict', message, { errors: [{ field, key }] });

/**
 * Whether another row of the table, not in the trash, has these values: `except` is the row
 * being changed.
 */
export async function takenBy(
  trx: Kysely<Tables>,
  table: string,
  values: Row,
  except?: { column: string; id: unknown },
): Promise<boolean> {
  let query = dynamic(trx)
    .selectFrom(table)
    .select((eb) => eb.lit(1).as('found'))
    .where('deleted_at', 'is', null);
  for (const [column, value] of Object.entries(values)) query = query.where(column, '=', value);
  if (except) query = query.where(except.column, '!=', except.id);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** A date-time to the minute, as the spec keeps them (16 characters: `YYYY-MM-DDTHH:mm`). */
export function toTheMinute(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return value;
  time.setUTCSeconds(0, 0);
  return time.toISOString();
}
