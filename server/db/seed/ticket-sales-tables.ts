import type { BulkType } from './bulk-insert.ts';
import type { TicketSales } from './ticket-sales.ts';

/** How one list of the ticket sales goes into its table. */
export interface SalesTable {
  table: string;
  idColumn: string;
  rows: readonly object[];
  /** Every field of the rows, with the type its array parameter is sent as. */
  columns: Readonly<Record<string, BulkType>>;
  /** Fields that hold positions in another sales table (or lists of them), by that table. */
  refs: Readonly<Record<string, string>>;
}

function salesTable<Row extends object>(
  table: string,
  idColumn: string,
  rows: readonly Row[],
  columns: Readonly<Record<keyof Row & string, BulkType>>,
  refs: Partial<Readonly<Record<keyof Row & string, string>>> = {},
): SalesTable {
  return { table, idColumn, rows, columns, refs: refs as Record<string, string> };
}

const described = {
  title: 'text',
  slug: 'text',
  description: 'text',
  images: 'jsonb',
} as const;

/** The tables in the order their references allow. */
export function salesTables(sales: TicketSales): SalesTable[] {
  return [
    salesTable('tk_invoice_config', 'id_tk_invoice_config', sales.configs, {
      name: 'text',
      prefix: 'text',
      current_number: 'integer',
      counter_period: 'text',
      last_invoice_date: 'date',
      has_invoices: 'boolean',
      is_default: 'boolean',
      template_format: 'text',
      counter_reset: 'text',
      is_active: 'boolean',
    }),
    salesTable(
      'tk_event',
      'id_tk_event',
      sales.events,
      {
        ...described,
        name: 'text',
        status: 'boolean',
        visibility: 'text',
        id_tk_location: 'integer',
        id_tk_invoice_config: 'integer',
        vat_rate: 'double precision',
        genres: 'jsonb',
        artists: 'jsonb',
        short_description: 'text',
        additional_info: 'text',
        meta_title: 'text',
        meta_description: 'text',
        meta_keywords: 'text',
        website: 'text',
        facebook_link: 'text',
        instagram_link: 'text',
        youtube_link: 'text',
      },
      { id_tk_invoice_config: 'tk_invoice_config' },
    ),
    salesTable(
      'tk_event_date',
      'id_tk_event_date',
      sales.dates,
      {
        id_tk_event: 'integer',
        starts_at: 'timestamptz',
        ends_at: 'timestamptz',
        entry_starts_at: 'timestamptz',
        visible_from: 'timestamptz',
        visible_until: 'timestamptz',
        status: 'text',
        note: 'text',
        sort: 'integer',
      },
      { id_tk_event: 'tk_event' },
    ),
    salesTable(
      'tk_price_category',
      'id_tk_price_category',
      sales.categories,
      {
        id_tk_event: 'integer',
        title: 'text',
        description: 'text',
        price: 'numeric',
        vat_rate: 'double precision',
        available_quantity: 'integer',
        is_active: 'boolean',
        requires_personalization: 'boolean',
      },
      { id_tk_event: 'tk_event' },
    ),
    salesTable(
      'tk_event_date_price_category',
      'id_tk_event_date_price_category',
      sales.datePrices,
      {
        id_tk_event: 'integer',
        id_tk_event_date: 'integer',
        id_tk_price_category: 'integer',
        price: 'numeric',
        contingent: 'integer',
        requires_personalization: 'boolean',
      },
      { id_tk_event: 'tk_event', id_tk_event_date: 'tk_event_date', id_tk_price_category: 'tk_price_category' },
    ),
    salesTable('tk_credit_product', 'id_tk_credit_product', sales.creditProducts, {
      title: 'text',
      description: 'text',
      price: 'numeric',
      credit_value: 'numeric',
      vat_rate: 'double precision',
      is_active: 'boolean',
      sort: 'integer',
    }),
    salesTable('tk_voucher', 'id_tk_voucher', sales.vouchers, {
      code: 'text',
      type: 'text',
      value: 'double precision',
      remaining_value: 'double precision',
      expires_at: 'timestamptz',
      usage_limit: 'integer',
      usage_count: 'integer',
      is_active: 'boolean',
      source: 'text',
      minimum_order_value: 'numeric',
      is_encrypted: 'boolean',
      metadata: 'jsonb',
      created_at: 'timestamptz',
    }),
    salesTable(
      'tk_credit_order',
      'id_tk_credit_order',
      sales.creditOrders,
      {
        id_tk_credit_product: 'integer',
        email: 'text',
        quantity: 'integer',
        amount: 'numeric',
        status: 'text',
        id_tk_voucher: 'integer',
        created_at: 'timestamptz',
      },
      { id_tk_credit_product: 'tk_credit_product', id_tk_voucher: 'tk_voucher' },
    ),
    salesTable('tk_purchasable_voucher', 'id_tk_purchasable_voucher', sales.purchasableVouchers, {
      ...described,
      value: 'numeric',
      vat_rate: 'integer',
      sort: 'integer',
      is_active: 'boolean',
    }),
    salesTable(
      'tk_order',
      'id_tk_order',
      sales.orders,
      {
        number: 'text',
        email: 'text',
        status: 'text',
        salutation: 'text',
        firstname: 'text',
        lastname: 'text',
        company: 'text',
        street: 'text',
        zip: 'text',
        city: 'text',
        country: 'text',
        phone: 'text',
        gross_total: 'numeric',
        net_total: 'numeric',
        vouchers: 'jsonb',
        note: 'text',
        created_at: 'timestamptz',
      },
      { vouchers: 'tk_voucher' },
    ),
    salesTable(
      'tk_ticket',
      'id_tk_ticket',
      sales.tickets,
      {
        code: 'text',
        id_tk_order: 'integer',
        id_tk_event_date: 'integer',
        id_tk_price_category: 'integer',
        price: 'numeric',
        holder_name: 'text',
        checked_in_at: 'timestamptz',
        created_at: 'timestamptz',
      },
      { id_tk_order: 'tk_order', id_tk_event_date: 'tk_event_date', id_tk_price_category: 'tk_price_category' },
    ),
    salesTable(
      'tk_payment',
      'id_tk_payment',
      sales.payments,
      {
        reference: 'text',
        id_tk_order: 'integer',
        status: 'text',
        method: 'text',
        amount: 'numeric',
        provider: 'text',
        provider_payment_id: 'text',
        provider_status: 'text',
        created_at: 'timestamptz',
      },
      { id_tk_order: 'tk_order' },
    ),
    salesTable(
      'tk_invoice',
      'id_tk_invoice',
      sales.invoices,
      {
        number: 'text',
        id_tk_invoice_config: 'integer',
        id_tk_order: 'integer',
        date: 'date',
        recipient: 'jsonb',
        lines: 'jsonb',
        vat_rate: 'double precision',
        net_total: 'numeric',
        vat_total: 'numeric',
        gross_total: 'numeric',
        created_at: 'timestamptz',
      },
      { id_tk_invoice_config: 'tk_invoice_config', id_tk_order: 'tk_order' },
    ),
  ];
}
