import { sql, type Kysely } from 'kysely';
import { isOrderStatus } from '../../../domain/tickets/order-status.ts';
import { scanMessageKey, scanResultOf, type ScanResult } from '../../../domain/tickets/scan-result.ts';
import type { EntityDefinition, ResourceDefinition } from '../../../registry/types.ts';
import { dynamic } from '../../crud/crud-context.ts';
import { updateWithHistory } from '../../crud/operations/update-with-history.ts';
import { readableColumns } from '../../crud/readable-columns.ts';
import type { Tables } from '../../db/tables.ts';
import type { Actor } from './payment-order.ts';
import { selectTicketViews, type TicketEntities } from './ticket-view.ts';

type Row = Record<string, unknown>;

export interface TicketScanner {
  db: Kysely<Tables>;
  /** Where every scan is recorded. */
  scans: ResourceDefinition;
  /** The resource whose history a check-in is written to. */
  tickets: ResourceDefinition;
  entities: TicketEntities;
}

export interface ScanOutcome {
  result: ScanResult;
  /** Whether the ticket was let in although it is for another day (`force`). */
  forced: boolean;
  /** The message key to show at the door. */
  key: string;
  /** The recorded scan. */
  scan: Row;
  /** The ticket as it is after the scan, with its event, date, price category and order; null for an unknown code. */
  ticket: Row | null;
}

export interface ScanRequest {
  /** The code as scanned: white space around it and its case do not matter. */
  code: string;
  /** Lets in a ticket that is refused only because it is for another day. */
  force: boolean;
}

/**
 * Ticket codes are made of capitals and digits (voucher-codes.ts) and cannot be written through the
 * API, so a scanned code in capitals finds its ticket through the unique index on `code`.
 */
const normalisedCode = (code: string) => code.trim().toUpperCase();

/**
 * Whether today, in the session's time zone (Europe/Berlin), is one of the days of the ticket's date:
 * from the day its entry (or start) is to the day it ends (or starts). A ticket without a date row
 * is not refused for its day.
 */
const onItsDay = (ticket: EntityDefinition, eventDate: EntityDefinition) =>
  sql<boolean>`coalesce((
    select current_date between least(d.entry_starts_at, d.starts_at)::date
      and greatest(d.ends_at, d.starts_at)::date
    from ${sql.table(eventDate.table)} d
    where d.${sql.ref(eventDate.idField)} = ${sql.ref(`${ticket.table}.id_tk_event_date`)}
  ), true)`.as('on_its_day');

/**
 * Scans a ticket code at the door, in one transaction: the ticket is locked, so that of two scans of
 * one code at the same time exactly one checks it in and the other finds it checked in; its order is
 * held against a status change until the scan is over. A valid ticket of an order that admits gets
 * its check-in time (and a history row) on one of its date's days, or on another day when the scan
 * forces it; every scan, whatever it came to, is recorded, a forced check-in as forced.
 */
export async function scanTicket(
  { db, scans, tickets, entities }: TicketScanner,
  { code, force }: ScanRequest,
  actor: Actor,
): Promise<ScanOutcome> {
  const { ticket: ticketEntity, order: orderEntity, eventDate } = entities;
  return db.transaction().execute(async (trx) => {
    const found = (await dynamic(trx)
      .selectFrom(ticketEntity.table)
      .select([...readableColumns(ticketEntity), onItsDay(ticketEntity, eventDate)])
      .where('code', '=', normalisedCode(code))
      .forUpdate()
      .executeTakeFirst()) as Row | undefined;
    const { on_its_day: dayFits, ...ticket } = found ?? {};

    let result: ScanResult = 'unknown_code';
    let forced = false;
    if (found) {
      const order = (await dynamic(trx)
        .selectFrom(orderEntity.table)
        .select('status')
        .where(orderEntity.idField, '=', ticket.id_tk_order)
        .forShare()
        .executeTakeFirstOrThrow()) as { status: unknown };
      // A status the machine does not know is treated as one whose payment is unclear.
      const status = isOrderStatus(order.status) ? order.status : 'unknown';
      result = scanResultOf(status, ticket.checked_in_at !== null, dayFits === true);
      if (result === 'invalid_time' && force) [result, forced] = ['checked_in', true];
      if (result === 'checked_in') await checkIn(trx, tickets, ticket, actor);
    }

    const scan = (await dynamic(trx)
      .insertInto(scans.entity.table)
      .values({
        code: code.trim(),
        id_tk_ticket: found ? ticket[ticketEntity.idField] : null,
        result,
        forced,
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning(readableColumns(scans.entity))
      .executeTakeFirstOrThrow()) as Row;

    const view = found
      ? ((await selectTicketViews(trx, entities)
          .where(`t.${ticketEntity.idField}`, '=', ticket[ticketEntity.idField])
          .executeTakeFirstOrThrow()) as Row)
      : null;
    return { result, forced, key: scanMessageKey(result), scan, ticket: view };
  });
}

/** Sets the locked ticket's check-in time and writes the change into its history. */
async function checkIn(trx: Kysely<Tables>, tickets: ResourceDefinition, before: Row, actor: Actor) {
  await updateWithHistory(trx, tickets, before, { checked_in_at: sql`now()` }, actor);
}
