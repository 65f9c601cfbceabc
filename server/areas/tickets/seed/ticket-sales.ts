import { randomCode } from '../voucher-codes.ts';
import { buildDemoCustomers, hasEmail, SALUTATION } from '../../customers/seed/customers.ts';
import { buildDemoEvents, type DemoEvents } from './ticket-events.ts';
import { buildDemoInvoices, TICKET_INVOICES, VOUCHER_INVOICES, type Invoiceable } from './ticket-invoices.ts';
import { buildDemoOrders, type DemoOrders } from './ticket-orders.ts';
import type { Buyer, CodeSource, InvoiceConfigRow, InvoiceRow, SalesCatalogue } from './ticket-sales-rows.ts';
import { buildDemoVouchers, type DemoVouchers } from './ticket-vouchers.ts';

export interface TicketSales
  extends Omit<DemoEvents, 'sales'>, Omit<DemoOrders, 'invoiced'>, Omit<DemoVouchers, 'terms' | 'creditSales'> {
  configs: InvoiceConfigRow[];
  invoices: InvoiceRow[];
}

/** The demo customers with an email address, as buyers. */
function demoBuyers(): Buyer[] {
  return buildDemoCustomers()
    .filter(hasEmail)
    .map((customer) => ({
      salutation:
        customer.salutation === SALUTATION.mr ? 'Herr' : customer.salutation === SALUTATION.mrs ? 'Frau' : null,
      firstname: customer.firstname,
      lastname: customer.lastname,
      street: customer.street,
      zip: customer.zip,
      city: customer.city,
      email: customer.contacts.find((entry) => entry.id_vc_field_type === 1)?.value as string,
      phone: customer.contacts.find((entry) => entry.id_vc_field_type === 2)?.value ?? null,
    }));
}

/**
 * The demo ticket business on the catalogue's artists, venues and genres: events with dates and
 * prices, orders with tickets, payments and invoices, vouchers, credit products and orders, and
 * purchasable vouchers. The same on every call, but for the codes, which come from `code`: by
 * default the CSPRNG, so that no two databases share a ticket or voucher code.
 */
export function buildTicketSales(
  catalogue: SalesCatalogue,
  { code = randomCode, buyers = demoBuyers() }: { code?: CodeSource; buyers?: readonly Buyer[] } = {},
): TicketSales {
  const vouchers = buildDemoVouchers(buyers, code);
  const { sales, ...events } = buildDemoEvents(catalogue, TICKET_INVOICES);
  const { invoiced, ...orders } = buildDemoOrders(
    sales,
    { rows: vouchers.vouchers, terms: vouchers.terms },
    buyers,
    code,
  );
  const toInvoice: Invoiceable[] = [
    ...invoiced.map(({ order, time, buyer, basket, vatRate }) => ({
      config: TICKET_INVOICES,
      order,
      time,
      buyer,
      lines: [...basket.tickets, ...basket.fee],
      vatRate,
    })),
    ...vouchers.creditSales.map(({ time, buyer, product, quantity }) => ({
      config: VOUCHER_INVOICES,
      order: null,
      time,
      buyer,
      lines: [{ title: product.title, quantity, unit_price: product.price, vat_rate: product.vat_rate }],
      vatRate: product.vat_rate,
    })),
  ];
  const { terms: _terms, creditSales: _creditSales, ...voucherRows } = vouchers;
  return { ...events, ...orders, ...voucherRows, ...buildDemoInvoices(toInvoice) };
}
