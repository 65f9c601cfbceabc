import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { dynamic } from '../../crud/crud-context.ts';
import { notDeleted, withId } from '../../crud/operations/record-conditions.ts';
import { allOf, type Condition } from '../../crud/query/build-where.ts';
import { readableColumns } from '../../crud/readable-columns.ts';
import type { Tables } from '../../db/tables.ts';
import { notFound } from '../../errors.ts';
import { selectTicketViews, type TicketEntities } from './ticket-view.ts';

type Row = Record<string, unknown>;

/** The resources an order is shown with. */
export interface OrderResources {
  orders: ResourceDefinition;
  payments: ResourceDefinition;
  invoices: ResourceDefinition;
  vouchers: ResourceDefinition;
}

export interface OrderDetails {
  order: Row;
  /** With event title, date and price category (ticket-view.ts), by date and then as sold. */
  tickets: Row[];
  payments: Row[];
  invoices: Row[];
  /** The vouchers the order used, those since moved to the trash too (with their `deleted_at`). */
  vouchers: Row[];
}

/** An order with everything that belongs to it, for the order screen; 404 when it is missing or out of `scope`. */
export async function orderDetails(
  db: Kysely<Tables>,
  { orders, payments, invoices, vouchers }: OrderResources,
  entities: TicketEntities,
  id: number,
  scope?: Condition,
): Promise<OrderDetails> {
  const order = (await dynamic(db)
    .selectFrom(orders.entity.table)
    .select(readableColumns(orders.entity))
    .where(allOf([scope, notDeleted(orders.entity), withId(orders.entity, id)]))
    .executeTakeFirst()) as Row | undefined;
  if (!order) throw notFound();

  const ofOrder = (resource: ResourceDefinition) =>
    dynamic(db)
      .selectFrom(resource.entity.table)
      .select(readableColumns(resource.entity))
      .where(allOf([notDeleted(resource.entity), (eb) => eb(eb.ref('id_tk_order'), '=', id)]))
      .orderBy(resource.entity.idField)
      .execute() as Promise<Row[]>;
  const voucherIds = Array.isArray(order.vouchers) ? order.vouchers.filter(Number.isInteger) : [];

  return {
    order,
    tickets: (await selectTicketViews(db, entities)
      .where('t.id_tk_order', '=', id)
      .orderBy('d.starts_at')
      .orderBy(`t.${entities.ticket.idField}`)
      .execute()) as Row[],
    payments: await ofOrder(payments),
    invoices: await ofOrder(invoices),
    vouchers:
      voucherIds.length === 0
        ? []
        : ((await dynamic(db)
            .selectFrom(vouchers.entity.table)
            .select(readableColumns(vouchers.entity))
            .where(vouchers.entity.idField, 'in', voucherIds)
            .orderBy(vouchers.entity.idField)
            .execute()) as Row[]),
  };
}
