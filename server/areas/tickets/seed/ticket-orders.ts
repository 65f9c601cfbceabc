import type { OrderStatus } from '../../../../domain/tickets/order-status.ts';
import type { PaymentStatus } from '../../../../domain/tickets/payment-status.ts';
import { providerStatusFor } from '../../../integrations/payments/provider-status.ts';
import { invoiceTotals } from '../invoice-totals.ts';
import { berlinIso, DAY, HOUR, localTime, MINUTE, type LocalTime } from '../../../db/seed/berlin-time.ts';
import { cents } from '../../../db/seed/cents.ts';
import { SEEDED_AT } from '../../../db/seed/demo-clock.ts';
import { seededRandom, shuffled, weightedPool, type Random } from '../../../db/seed/random.ts';
import { SEED } from '../../../db/seed/seed-faker.ts';
import type { SaleDate } from './ticket-events.ts';
import { voucherFits, voucherKind, withVoucher, type Basket } from './ticket-order-vouchers.ts';
import type {
  Buyer,
  CodeSource,
  OrderRow,
  PaymentMethod,
  PaymentRow,
  TicketRow,
  VoucherRow,
} from './ticket-sales-rows.ts';
import type { VoucherTerms } from './ticket-vouchers.ts';

export const DEMO_ORDERS = 300;
const FIRST_ORDER = 1001;
/** `B-2026-001001`: the number of the index-th demo order, in the order they were placed. */
const orderNumber = (index: number) => `B-2026-${String(FIRST_ORDER + index).padStart(6, '0')}`;

/*
 * The stable demo examples, the last two orders placed (for the README and trying things by hand):
 * - DEMO_ORDER_PAID is paid, with two tickets for an upcoming date: scan one of its codes twice (on
 *   any day but that date's, the scan answers invalid_time first: let it in anyway).
 * - DEMO_ORDER_PENDING_PAYMENT waits for its credit card payment at the payment emulator.
 */
export const DEMO_ORDER_PAID = orderNumber(DEMO_ORDERS - 2);
export const DEMO_ORDER_PENDING_PAYMENT = orderNumber(DEMO_ORDERS - 1);

/** Ticket codes: 12 characters of voucher-codes.ts's alphabet. */
export const TICKET_CODE_LENGTH = 12;

/** The payment status each order status leaves its payment in. */
export const PAYMENT_STATUS_OF_ORDER: Readonly<Record<OrderStatus, PaymentStatus>> = {
  created: 'created',
  reserved: 'created',
  pending: 'pending',
  pending_payment: 'pending',
  failed: 'failed',
  expired: 'cancelled',
  cancelled: 'cancelled',
  paid: 'paid',
  changed: 'paid',
  redeemed: 'paid',
  pending_refund: 'paid',
  pending_chargeback: 'paid',
  refunded: 'refunded',
  unknown: 'created',
};

/** Orders whose money came in and stays for now: each has an invoice. */
export const INVOICED_STATUSES: readonly OrderStatus[] = [
  'paid',
  'changed',
  'redeemed',
  'pending_refund',
  'pending_chargeback',
];

/** How many of the randomly placed orders have each status; the two examples come on top. */
const statusPlan: readonly [OrderStatus, number][] = [
  ['paid', 183],
  ['redeemed', 20],
  ['changed', 8],
  ['cancelled', 15],
  ['refunded', 12],
  ['expired', 12],
  ['created', 6],
  ['reserved', 8],
  ['pending', 6],
  ['failed', 8],
  ['pending_payment', 9],
  ['pending_refund', 5],
  ['pending_chargeback', 3],
  ['unknown', 3],
];

/** Still waiting for the buyer or the bank: placed in the last days, for dates to come. */
const OPEN: readonly OrderStatus[] = ['created', 'reserved', 'pending', 'pending_payment', 'unknown'];
const CHECKED_IN: readonly OrderStatus[] = ['paid', 'changed', 'redeemed', 'pending_chargeback'];
const VOUCHER_USERS: readonly OrderStatus[] = ['paid', 'changed', 'redeemed', 'pending_refund'];
const OFFLINE: readonly PaymentMethod[] = ['cash_on_site', 'card_on_site', 'free'];

const notes: Partial<Record<OrderStatus, readonly string[]>> = {
  changed: ['Umgebucht auf andere Plätze derselben Kategorie', 'Umgebucht auf einen anderen Termin'],
  cancelled: ['Storniert auf Kundenwunsch', 'Doppelt bestellt, storniert'],
  refunded: ['Erstattet: Kundin krankheitsbedingt verhindert', 'Erstattet aus Kulanz', 'Erstattet: doppelte Zahlung'],
  pending_refund: ['Erstattung beantragt, Rückgabe der Tickets abwarten'],
  pending_chargeback: ['Rückbuchung durch die Bank, Stellungnahme angefordert'],
  failed: ['Zahlung von der Bank abgelehnt', 'Kartenzahlung nicht autorisiert'],
  expired: ['Reservierung abgelaufen, Plätze wieder freigegeben'],
  unknown: ['Aus dem Altsystem übernommen, Zahlungsstatus ungeklärt'],
};

const SALES_FROM = localTime('2026-05-01');
/** Orders placed at random come before the examples, which are the last of the day before the demo day. */
const RANDOM_ORDERS_UNTIL = SEEDED_AT - 12 * HOUR;
const EXAMPLE_TIMES = [SEEDED_AT - DAY + 17 * HOUR + 42 * MINUTE, SEEDED_AT - DAY + 19 * HOUR + 5 * MINUTE];

export interface DemoOrders {
  orders: OrderRow[];
  tickets: TicketRow[];
  payments: PaymentRow[];
  /** Orders with an invoice, for buildDemoInvoices. */
  invoiced: { order: number; time: LocalTime; buyer: Buyer; basket: Basket; vatRate: number }[];
}

interface Placed {
  status: OrderStatus;
  time: LocalTime;
  sale: SaleDate;
  buyer: Buyer;
  method: PaymentMethod;
  tickets: { price: SaleDate['prices'][number]; holder: string | null; checkedIn: LocalTime | null }[];
  basket: Basket;
}

const methods = weightedPool(
  [
    ['credit_card', 30],
    ['paypal', 30],
    ['instant_bank_transfer', 12],
    ['sepa_debit', 12],
    ['invoice', 6],
    ['cash_on_site', 5],
    ['card_on_site', 5],
  ] as const,
  ([, weight]) => weight,
).map(([method]) => method as PaymentMethod);

function methodFor(random: Random, status: OrderStatus): PaymentMethod {
  if (status === 'reserved') return random.pick(['invoice', 'cash_on_site']);
  if (['failed', 'pending_chargeback', 'pending_payment'].includes(status))
    return random.pick(['credit_card', 'paypal', 'sepa_debit']);
  return random.pick(methods);
}

/** A moment in [from, to), to the minute; undefined when the span is empty. */
function momentBetween(random: Random, from: LocalTime, to: LocalTime): LocalTime | undefined {
  if (to - from < MINUTE) return undefined;
  return from + Math.floor((random.next() * (to - from)) / MINUTE) * MINUTE;
}

/** An order of the status at a date that suits it; undefined when the events offer none. */
function placeOne(
  random: Random,
  status: OrderStatus,
  sales: readonly SaleDate[],
  buyers: readonly Buyer[],
): Placed | undefined {
  const open = OPEN.includes(status);
  const candidates = sales.filter((sale) =>
    open ? sale.startsAt > SEEDED_AT + DAY : status === 'redeemed' ? sale.startsAt < SEEDED_AT : true,
  );
  const pool = weightedPool(candidates, (sale) => sale.popularity);
  for (let attempt = 0; pool.length > 0 && attempt < 100; attempt += 1) {
    const sale = random.pick(pool);
    const from = Math.max(sale.onSaleFrom, SALES_FROM, open ? SEEDED_AT - 10 * DAY : 0);
    const time = momentBetween(random, from, Math.min(sale.startsAt - 3 * HOUR, RANDOM_ORDERS_UNTIL));
    if (time !== undefined) return fill(random, status, time, sale, random.pick(buyers), ticketCount(random));
  }
  return undefined;
}

const ticketCount = (random: Random) => random.pick([1, 1, 2, 2, 2, 2, 2, 3, 3, 4, 4, 5, 6]);

/** The tickets of an order (one or two price categories) and what the buyer pays for them. */
function fill(
  random: Random,
  status: OrderStatus,
  time: LocalTime,
  sale: SaleDate,
  buyer: Buyer,
  count: number,
  method = methodFor(random, status),
): Placed {
  const main = random.pick(sale.prices);
  const second = count > 1 && sale.prices.length > 1 && random.chance(0.25) ? random.pick(sale.prices) : main;
  const redeemed = status === 'redeemed';
  const tickets = Array.from({ length: count }, (_, index) => {
    const price = index === count - 1 ? second : main;
    const named = price.personalised || (index === 0 && random.chance(0.5));
    const holder = !named
      ? null
      : index === 0
        ? `${buyer.firstname} ${buyer.lastname}`
        : `${random.pick(['Anna', 'Jonas', 'Marie', 'Lukas', 'Sophie', 'Felix', 'Emma', 'Paul'])} ${buyer.lastname}`;
    const attended = CHECKED_IN.includes(status) && sale.startsAt < SEEDED_AT && (redeemed || random.chance(0.85));
    const checkedIn = attended
      ? sale.entryFrom + random.between(0, (sale.startsAt + 20 * MINUTE - sale.entryFrom) / MINUTE) * MINUTE
      : null;
    return { price, holder, checkedIn };
  });
  const lines = new Map<string, { title: string; quantity: number; unit_price: number; vat_rate: number }>();
  for (const { price } of tickets) {
    const line = lines.get(price.title);
    if (line) line.quantity += 1;
    else
      lines.set(price.title, {
        title: `${sale.eventTitle} – ${price.title}`,
        quantity: 1,
        unit_price: price.price,
        vat_rate: sale.vatRate,
      });
  }
  const fee = OFFLINE.includes(method) ? [] : [{ title: 'Servicegebühr', quantity: 1, unit_price: 2.5, vat_rate: 19 }];
  return {
    status,
    time,
    sale,
    buyer,
    method,
    tickets,
    basket: { tickets: [...lines.values()], fee, voucher: null, credit: 0 },
  };
}

/** The two examples, paid and awaiting payment, for the first dates to come of two events (none without such dates). */
function placeExamples(random: Random, sales: readonly SaleDate[], buyers: readonly Buyer[]): Placed[] {
  const upcoming = sales
    .filter((sale) => sale.startsAt > SEEDED_AT + 7 * DAY && sale.prices.length > 1)
    .sort((a, b) => a.startsAt - b.startsAt);
  const paidSale = upcoming[0];
  const pendingSale = upcoming.find((sale) => sale.event !== paidSale?.event);
  if (!paidSale || !pendingSale) return [];
  return [
    fill(random, 'paid', EXAMPLE_TIMES[0] as number, paidSale, buyers[0] as Buyer, 2, 'paypal'),
    fill(random, 'pending_payment', EXAMPLE_TIMES[1] as number, pendingSale, buyers[1] as Buyer, 3, 'credit_card'),
  ];
}

/**
 * The demo orders: about 300 over the months before SEEDED_ON in all fourteen statuses (mostly
 * paid), each with 1 to 6 tickets of one date, a payment that fits its status and, now and then,
 * a voucher (which counts the use and, for credit, lowers what remains of it). Tickets of past
 * dates are mostly checked in. Ticket codes come from `code`.
 */
export function buildDemoOrders(
  sales: readonly SaleDate[],
  vouchers: { rows: VoucherRow[]; terms: readonly VoucherTerms[] },
  buyers: readonly Buyer[],
  code: CodeSource,
): DemoOrders {
  const random = seededRandom(SEED + 203);
  const statuses = shuffled(
    random,
    statusPlan.flatMap(([status, count]) => Array<OrderStatus>(count).fill(status)),
  );
  const placed = [
    ...statuses.flatMap((status) => placeOne(random, status, sales, buyers) ?? []),
    ...placeExamples(random, sales, buyers),
  ].sort((a, b) => a.time - b.time);

  for (const order of placed) {
    if (!VOUCHER_USERS.includes(order.status) || !random.chance(0.15)) continue;
    const usable = vouchers.terms.filter(({ voucher, from, until }) => {
      const row = vouchers.rows[voucher - 1] as VoucherRow;
      return from <= order.time && (until === null || order.time < until) && voucherFits(order.basket, row);
    });
    const kinds = [...new Set(usable.map(({ voucher }) => voucherKind(vouchers.rows[voucher - 1] as VoucherRow)))];
    if (kinds.length === 0) continue;
    const kind = random.pick(kinds);
    const chosen = random.pick(
      usable.filter(({ voucher }) => voucherKind(vouchers.rows[voucher - 1] as VoucherRow) === kind),
    );
    order.basket = withVoucher(order.basket, vouchers.rows[chosen.voucher - 1] as VoucherRow, chosen.voucher);
  }

  const taken = new Set<string>();
  const ticketCode = () => {
    let next = code('', TICKET_CODE_LENGTH);
    while (taken.has(next)) next = code('', TICKET_CODE_LENGTH);
    taken.add(next);
    return next;
  };
  const result: DemoOrders = { orders: [], tickets: [], payments: [], invoiced: [] };
  placed.forEach((order, index) => {
    const position = index + 1;
    const number = orderNumber(index);
    const { buyer, basket, status } = order;
    const totals = invoiceTotals([...basket.tickets, ...basket.fee], order.sale.vatRate);
    const noteChoices = notes[status];
    result.orders.push({
      number,
      email: buyer.email,
      status,
      salutation: buyer.salutation,
      firstname: buyer.firstname,
      lastname: buyer.lastname,
      company: null,
      street: buyer.street,
      zip: buyer.zip,
      city: buyer.city,
      country: 'Deutschland',
      phone: buyer.phone,
      gross_total: totals.gross_total,
      net_total: totals.net_total,
      vouchers: basket.voucher === null ? [] : [basket.voucher],
      invoiced: INVOICED_STATUSES.includes(status),
      note: noteChoices ? random.pick(noteChoices) : null,
      created_at: berlinIso(order.time),
    });
    for (const ticket of order.tickets)
      result.tickets.push({
        code: ticketCode(),
        id_tk_order: position,
        id_tk_event_date: order.sale.date,
        id_tk_price_category: ticket.price.category,
        price: ticket.price.price,
        holder_name: ticket.holder,
        checked_in_at: ticket.checkedIn === null ? null : berlinIso(ticket.checkedIn),
        created_at: berlinIso(order.time),
      });
    const amount = cents(totals.gross_total - basket.credit);
    const method = amount === 0 ? 'free' : order.method;
    const paymentStatus = PAYMENT_STATUS_OF_ORDER[status];
    const atProvider = !OFFLINE.includes(method);
    result.payments.push({
      reference: `PAY-${number}`,
      id_tk_order: position,
      status: paymentStatus,
      method,
      amount,
      provider: atProvider ? 'emulator' : null,
      provider_payment_id: atProvider ? `pay_demo_${String(position).padStart(5, '0')}` : null,
      provider_status: atProvider ? providerStatusFor(paymentStatus) : null,
      created_at: berlinIso(order.time),
    });
    if (INVOICED_STATUSES.includes(status))
      result.invoiced.push({ order: position, time: order.time, buyer, basket, vatRate: order.sale.vatRate });
  });
  return result;
}
