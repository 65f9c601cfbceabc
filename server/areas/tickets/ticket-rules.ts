import type { Kysely } from 'kysely';
import { dynamic } from '../../crud/crud-context.ts';
import { berlinIso, localTime } from '../../db/seed/berlin-time.ts';
import type { Tables } from '../../db/tables.ts';
import { ApiError } from '../../errors.ts';

type Row = Record<string, unknown>;

/**
 * What makes a ticket row a duplicate (spec 2 §5 and §8: duplicate date, price category or price):
 * another row of its table, not in the trash, with the same values in `columns`. The per-row hooks
 * and the event batch save both check these.
 */
export interface Uniqueness {
  table: string;
  columns: readonly string[];
  /** The field a refusal names, and its message key and text. */
  field: string;
  key: string;
  message: string;
}

export const UNIQUE_DATE: Uniqueness = {
  table: 'tk_event_date',
  columns: ['id_tk_event', 'starts_at'],
  field: 'starts_at',
  key: 'tickets.duplicate_date',
  message: 'The event has a date at this time already',
};

export const UNIQUE_PRICE_CATEGORY: Uniqueness = {
  table: 'tk_price_category',
  columns: ['id_tk_event', 'title'],
  field: 'title',
  key: 'tickets.duplicate_price_category',
  message: 'The event has a price category of this title',
};

export const UNIQUE_DATE_PRICE: Uniqueness = {
  table: 'tk_event_date_price_category',
  columns: ['id_tk_event_date', 'id_tk_price_category'],
  field: 'id_tk_price_category',
  key: 'tickets.duplicate_price',
  message: 'The date has a price for this category',
};

/** 409 with the spec's ticket text (spec 2 §8), naming `fields` (the rule's own field by default). */
export const duplicateOf = (rule: Uniqueness, fields: readonly string[] = [rule.field]) =>
  new ApiError('Conflict', rule.message, { errors: fields.map((field) => ({ field, key: rule.key })) });

/** The values of a row that must not repeat, as one comparable text (a time as its instant). */
export function uniqueKey(rule: Uniqueness, row: Row): string {
  return JSON.stringify(
    rule.columns.map((column) => {
      const value = row[column];
      return value instanceof Date ? value.toISOString() : value;
    }),
  );
}

/** Whether a write of `values` sets a column of the rule, so that it may make a duplicate. */
export const touches = (rule: Uniqueness, values: Row) => rule.columns.some((column) => column in values);

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

/** Whether `row` would duplicate another row under `rule`; `except` is the row being changed. */
export const isDuplicate = (
  trx: Kysely<Tables>,
  rule: Uniqueness,
  row: Row,
  except?: { column: string; id: unknown },
) => takenBy(trx, rule.table, Object.fromEntries(rule.columns.map((column) => [column, row[column]])), except);

/** 422: a date or price category that does not exist, is in the trash or belongs to another event. */
export const notFoundForEvent = (fields: readonly string[]) =>
  new ApiError('Unprocessable', 'The price category or date was not found for this event', {
    errors: fields.map((field) => ({ field, key: 'tickets.price_category_or_date_not_found' })),
  });

/** The dates among `dateIds` that tickets were sold for: those cannot be deleted (spec 2 §4). */
export async function datesWithTickets(trx: Kysely<Tables>, dateIds: readonly number[]): Promise<Set<number>> {
  if (dateIds.length === 0) return new Set();
  const rows = await dynamic(trx)
    .selectFrom('tk_ticket')
    .select('id_tk_event_date')
    .distinct()
    .where('id_tk_event_date', 'in', dateIds)
    .execute();
  return new Set(rows.map((row) => row.id_tk_event_date as number));
}

/** 409: a date with tickets cannot be deleted; `fields` name the deletions refused, when there is a list. */
export const ticketsSold = (fields: readonly string[] = []) =>
  new ApiError('Conflict', 'Tickets were sold for this date', {
    errors:
      fields.length === 0
        ? [{ key: 'tickets.date_has_tickets' }]
        : fields.map((field) => ({ field, key: 'tickets.date_has_tickets' })),
  });

/** An event date's date-times, kept to the minute. */
export const EVENT_DATE_TIMES = ['starts_at', 'ends_at', 'entry_starts_at', 'visible_from', 'visible_until'];

/** The values with each event date-time the values have kept to the minute. */
export function timesToTheMinute(values: Row): Row {
  const written = { ...values };
  for (const name of EVENT_DATE_TIMES) if (name in written) written[name] = toTheMinute(written[name]);
  return written;
}

/** A date-time without a zone: a wall-clock reading in Europe/Berlin, the database's time zone. */
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/;

/**
 * A date-time to the minute, as the spec keeps them (16 characters: `YYYY-MM-DDTHH:mm`), as an ISO
 * instant. One without a zone (the event editor's `2026-12-01T19:30`) is Berlin time.
 */
export function toTheMinute(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const wallClock = WALL_CLOCK.exec(value);
  const time = new Date(wallClock ? berlinIso(localTime(wallClock[1] ?? '', wallClock[2])) : value);
  if (Number.isNaN(time.getTime())) return value;
  time.setUTCSeconds(0, 0);
  return time.toISOString();
}
