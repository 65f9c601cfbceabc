import type { InvoiceLine } from '../invoice-totals.ts';
import { cents } from '../../../db/seed/cents.ts';
import type { VoucherRow } from './ticket-sales-rows.ts';

/** What an order's buyer pays for: ticket lines, the service fee, and a voucher with what it covers. */
export interface Basket {
  tickets: InvoiceLine[];
  fee: InvoiceLine[];
  /** Position (1-based) of the voucher used. */
  voucher: number | null;
  /** Paid with credit (a credit voucher): the payment is this much smaller; the invoice stays whole. */
  credit: number;
}

const sum = (lines: readonly InvoiceLine[]) =>
  cents(lines.reduce((total, line) => total + line.quantity * line.unit_price, 0));
const euro = (amount: number) => `${amount.toFixed(2).replace('.', ',')} €`;

/** Campaign codes, each batch (by its prefix) and credit: orders pick a kind first, so that 50 newsletter codes do not crowd out the rest. */
export function voucherKind(voucher: VoucherRow): string {
  if (voucher.type === 'credit') return 'credit';
  return voucher.code.includes('-') ? (voucher.code.split('-')[0] as string) : 'campaign';
}

/** Whether the voucher may be used for the basket: active, not used up, the minimum order value reached. */
export function voucherFits(basket: Basket, voucher: VoucherRow): boolean {
  return (
    basket.voucher === null &&
    voucher.is_active &&
    (voucher.usage_limit === null || voucher.usage_count < voucher.usage_limit) &&
    (voucher.minimum_order_value === null || sum(basket.tickets) >= voucher.minimum_order_value) &&
    (voucher.type !== 'credit' || (voucher.remaining_value ?? 0) > 0)
  );
}

/**
 * The basket with the voucher used, and the use counted on the voucher row. Invoice lines cannot
 * be negative, so a discount lowers ticket prices: a percentage every ticket line, a fixed amount
 * one ticket of the dearest line. Credit pays part of the bill instead.
 */
export function withVoucher(basket: Basket, voucher: VoucherRow, position: number): Basket {
  voucher.usage_count += 1;
  if (voucher.type === 'credit') {
    const credit = Math.min(voucher.remaining_value ?? 0, sum([...basket.tickets, ...basket.fee]));
    voucher.remaining_value = cents((voucher.remaining_value ?? 0) - credit);
    return { ...basket, voucher: position, credit };
  }
  if (voucher.type === 'percentage') {
    const tickets = basket.tickets.map((line) => ({
      ...line,
      title: `${line.title} (Gutschein ${voucher.code}: −${voucher.value} %)`,
      unit_price: cents((line.unit_price * (100 - voucher.value)) / 100),
    }));
    return { ...basket, tickets, voucher: position };
  }
  const dearest = basket.tickets.reduce(
    (best, line, index) => (line.unit_price > (basket.tickets[best] as InvoiceLine).unit_price ? index : best),
    0,
  );
  const line = basket.tickets[dearest] as InvoiceLine;
  const discounted = {
    ...line,
    title: `${line.title} (Gutschein ${voucher.code}: −${euro(voucher.value)})`,
    quantity: 1,
    unit_price: cents(Math.max(0, line.unit_price - voucher.value)),
  };
  const rest = line.quantity > 1 ? [{ ...line, quantity: line.quantity - 1 }] : [];
  const tickets = [...basket.tickets.slice(0, dearest), ...rest, discounted, ...basket.tickets.slice(dearest + 1)];
  return { ...basket, tickets, voucher: position };
}
