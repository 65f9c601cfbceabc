import type { EntityDefinition, Registry, SqlType } from '../../../../registry/types.ts';
import { demoRegistry } from '../../../db/seed/demo-registry.ts';
import { rowFieldTypes } from '../../../db/seed/insert-rows.ts';
import type { TicketSales } from './ticket-sales.ts';

/** How one list of the ticket sales goes into its entity's table. */
export interface SalesTable {
  entity: EntityDefinition;
  table: string;
  idColumn: string;
  rows: readonly object[];
  /** Every field of the rows, with the type the registry gives it. */
  columns: Readonly<Record<string, SqlType>>;
  /** Fields that hold positions in another sales table (or lists of them), by that table. */
  refs: Readonly<Record<string, string>>;
}

/** The tables in the order their references allow. */
export function salesTables(sales: TicketSales, registry: Registry = demoRegistry()): SalesTable[] {
  function salesTable<Row extends object>(
    entityName: string,
    rows: readonly Row[],
    refs: Partial<Readonly<Record<keyof Row & string, string>>> = {},
  ): SalesTable {
    const entity = registry.entities[entityName];
    if (!entity) throw new Error(`the registry has no entity ${entityName} for the demo ticket sales`);
    const { table, idField: idColumn } = entity;
    return {
      entity,
      table,
      idColumn,
      rows,
      columns: rowFieldTypes(entity, rows),
      refs: refs as Record<string, string>,
    };
  }

  return [
    salesTable('tickets/invoice-config', sales.configs),
    salesTable('tickets/event', sales.events, { id_tk_invoice_config: 'tk_invoice_config' }),
    salesTable('tickets/event-date', sales.dates, { id_tk_event: 'tk_event' }),
    salesTable('tickets/price-category', sales.categories, { id_tk_event: 'tk_event' }),
    salesTable('tickets/event-date-price-category', sales.datePrices, {
      id_tk_event: 'tk_event',
      id_tk_event_date: 'tk_event_date',
      id_tk_price_category: 'tk_price_category',
    }),
    salesTable('tickets/credit-product', sales.creditProducts),
    salesTable('tickets/voucher', sales.vouchers),
    salesTable('tickets/credit-order', sales.creditOrders, {
      id_tk_credit_product: 'tk_credit_product',
      id_tk_voucher: 'tk_voucher',
    }),
    salesTable('tickets/purchasable-voucher', sales.purchasableVouchers),
    salesTable('tickets/order', sales.orders, { vouchers: 'tk_voucher' }),
    salesTable('tickets/ticket', sales.tickets, {
      id_tk_order: 'tk_order',
      id_tk_event_date: 'tk_event_date',
      id_tk_price_category: 'tk_price_category',
    }),
    salesTable('tickets/payment', sales.payments, { id_tk_order: 'tk_order' }),
    salesTable('tickets/invoice', sales.invoices, {
      id_tk_invoice_config: 'tk_invoice_config',
      id_tk_order: 'tk_order',
    }),
  ];
}
