import { formatInvoiceNumber, nextCounter, periodOf } from '../invoice-number.ts';
import { invoiceTotals, type InvoiceLine } from '../invoice-totals.ts';
import { berlinIso, localDate, MINUTE, type LocalTime } from '../../../db/seed/berlin-time.ts';
import type { Buyer, InvoiceConfigRow, InvoiceRow } from './ticket-sales-rows.ts';

/** Positions of the two invoice configurations. */
export const TICKET_INVOICES = 1 as const;
export const VOUCHER_INVOICES = 2 as const;

const configs: readonly InvoiceConfigRow[] = [
  {
    name: 'Tickets',
    prefix: 'RE',
    current_number: 0,
    counter_period: null,
    last_invoice_date: null,
    has_invoices: false,
    is_default: true,
    template_format: '{prefix}-{year}-{counter:5}',
    counter_reset: 'yearly',
    is_active: true,
  },
  {
    name: 'Gutscheine',
    prefix: 'GS',
    current_number: 0,
    counter_period: null,
    last_invoice_date: null,
    has_invoices: false,
    is_default: false,
    template_format: '{prefix}-{year}{month}-{counter:4}',
    counter_reset: 'monthly',
    is_active: true,
  },
];

/** A sale to invoice: an order of tickets or a credit order. */
export interface Invoiceable {
  config: typeof TICKET_INVOICES | typeof VOUCHER_INVOICES;
  order: number | null;
  time: LocalTime;
  buyer: Buyer;
  lines: InvoiceLine[];
  vatRate: number;
}

/**
 * The invoice configurations and an invoice for each sale, numbered as the invoice hooks number
 * them (invoice-hooks.ts): in date order, from 1 in each period, without gaps. Each configuration
 * ends with the number, period and date of its last invoice, its counter locked, so that the next one
 * made through the API continues the sequence (or starts the period it falls in).
 */
export function buildDemoInvoices(sales: readonly Invoiceable[]): {
  configs: InvoiceConfigRow[];
  invoices: InvoiceRow[];
} {
  const counters = configs.map((config) => ({ ...config }));
  const invoices = [...sales]
    .sort((a, b) => a.time - b.time)
    .map((sale): InvoiceRow => {
      const config = counters[sale.config - 1] as InvoiceConfigRow;
      const date = localDate(sale.time);
      const period = periodOf(config.counter_reset, date);
      config.current_number = nextCounter(config, period);
      config.counter_period = period;
      config.last_invoice_date = date;
      config.has_invoices = true;
      const { buyer } = sale;
      return {
        number: formatInvoiceNumber(config.template_format, {
          prefix: config.prefix,
          date,
          counter: config.current_number,
        }),
        id_tk_invoice_config: sale.config,
        id_tk_order: sale.order,
        date,
        recipient: {
          name: `${buyer.firstname} ${buyer.lastname}`,
          street: buyer.street,
          zip: buyer.zip,
          city: buyer.city,
          country: 'Deutschland',
          email: buyer.email,
        },
        lines: sale.lines,
        vat_rate: sale.vatRate,
        ...invoiceTotals(sale.lines, sale.vatRate),
        created_at: berlinIso(sale.time + MINUTE),
      };
    });
  return { configs: counters, invoices };
}
