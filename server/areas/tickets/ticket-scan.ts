import { sql, type Kysely } from 'kysely';
import { isOrderStatus } from '../../../domain/tickets/order-status.ts';
import { scanMessageKey, scanResultOf, type ScanResult } from '../../../domain/tickets/scan-result.ts';
import type { ResourceDefinition } from '../../../registry/types.ts';
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
  /** The message key to show at the door. */
  key: string;
  /** The recorded scan. */
  scan: Row;
  /** The ticket as it is after the scan, with its event, date, price category and order; null for an unknown code. */
  ticket: Row | null;
}

/**
 * Scans a ticket code at the door, in one transaction: the ticket is locked, so that of two scans of
 * one code at the same time exactly one checks it in and the other finds it checked in; its order is
 * held against a status change until the scan is over. A valid ticket of an order that admits gets
 * its check-in time (and a history row); every scan, whatever it came to, is recorded.
 */
export async function scanTicket(
  { db, scans, tickets, entities }: TicketScanner,
  code: string,
  actor: Actor,
): Promise<ScanOutcome> {
  const { ticket: ticketEntity, order: orderEntity } = entities;
  return db.transaction().execute(async (trx) => {
    const ticket = (await dynamic(trx)
      .selectFrom(ticketEntity.table)
      .select(readableColumns(ticketEntity))
      .where('code', '=', code)
      .forUpdate()
      .executeTakeFirst()) as Row | undefined;

    let result: ScanResult = 'unknown_code';
    if (ticket) {
      const order = (await dynamic(trx)
        .selectFrom(orderEntity.table)
        .select('status')
        .where(orderEntity.idField, '=', ticket.id_tk_order)
        .forShare()
        .executeTakeFirstOrThrow()) as { status: unknown };
      // A status the machine does not know is treated as one whose payment is unclear.
      const status = isOrderStatus(order.status) ? order.status : 'unknown';
      result = scanResultOf(status, ticket.checked_in_at !== null);
      if (result === 'checked_in') await checkIn(trx, tickets, ticket, actor);
    }

    const scan = (await dynamic(trx)
      .insertInto(scans.entity.table)
      .values({
        code,
        id_tk_ticket: ticket?.[ticketEntity.idField] ?? null,
        result,
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning(readableColumns(scans.entity))
      .executeTakeFirstOrThrow()) as Row;

    const view = ticket
      ? ((await selectTicketViews(trx, entities)
          .where(`t.${ticketEntity.idField}`, '=', ticket[ticketEntity.idField])
          .executeTakeFirstOrThrow()) as Row)
      : null;
    return { result, key: scanMessageKey(result), scan, ticket: view };
  });
}

/** Sets the locked ticket's check-in time and writes the change into its history. */
async function checkIn(trx: Kysely<Tables>, tickets: ResourceDefinition, before: Row, actor: Actor) {
  await updateWithHistory(trx, tickets, before, { checked_in_at: sql`now()` }, actor);
}
