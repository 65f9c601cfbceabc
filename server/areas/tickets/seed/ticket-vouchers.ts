import { berlinIso, DAY, localTime, MINUTE, type LocalTime } from '../../../db/seed/berlin-time.ts';
import { placeholderImages } from './catalogue-rows.ts';
import { SEEDED_AT } from '../../../db/seed/demo-clock.ts';
import { seededRandom, shuffled } from '../../../db/seed/random.ts';
import { SEED } from '../../../db/seed/seed-faker.ts';
import { slugify } from '../../../db/seed/slug.ts';
import type {
  Buyer,
  CodeSource,
  CreditOrderRow,
  CreditProductRow,
  PurchasableVoucherRow,
  VoucherRow,
  VoucherType,
} from './ticket-sales-rows.ts';

/** When a voucher can be redeemed; orders use it only then. */
export interface VoucherTerms {
  /** Position (1-based) of the voucher. */
  voucher: number;
  from: LocalTime;
  until: LocalTime | null;
}

/** A paid credit order: it gets an invoice of the voucher circle. */
export interface CreditSale {
  creditOrder: number;
  buyer: Buyer;
  time: LocalTime;
  product: CreditProductRow;
  quantity: number;
}

export interface DemoVouchers {
  vouchers: VoucherRow[];
  terms: VoucherTerms[];
  creditProducts: CreditProductRow[];
  creditOrders: CreditOrderRow[];
  creditSales: CreditSale[];
  purchasableVouchers: PurchasableVoucherRow[];
}

interface Campaign {
  code: string;
  type: VoucherType;
  value: number;
  from: string;
  until: string | null;
  limit: number | null;
  minimum: number | null;
  campaign: string;
  channel: string;
  active?: boolean;
}

const campaigns: readonly Campaign[] = [
  {
    code: 'FRUEHBUCHER',
    type: 'percentage',
    value: 10,
    from: '2026-04-20',
    until: '2026-06-30',
    limit: 300,
    minimum: null,
    campaign: 'Frühbucher 2026',
    channel: 'Website',
  },
  {
    code: 'SOMMER2026',
    type: 'percentage',
    value: 10,
    from: '2026-06-01',
    until: '2026-08-31',
    limit: 500,
    minimum: null,
    campaign: 'Sommer 2026',
    channel: 'Newsletter',
  },
  {
    code: 'KULTURNACHT',
    type: 'fixed',
    value: 5,
    from: '2026-08-25',
    until: '2026-09-20',
    limit: 100,
    minimum: 25,
    campaign: 'Lange Nacht der Kultur',
    channel: 'Plakat',
  },
  {
    code: 'HERBST15',
    type: 'percentage',
    value: 15,
    from: '2026-09-15',
    until: '2026-11-30',
    limit: 200,
    minimum: 50,
    campaign: 'Herbst 2026',
    channel: 'Social Media',
  },
  {
    code: 'NEWSLETTER10',
    type: 'fixed',
    value: 10,
    from: '2026-05-01',
    until: '2026-12-31',
    limit: null,
    minimum: 60,
    campaign: 'Newsletter-Abonnenten',
    channel: 'Newsletter',
  },
  {
    code: 'FAMILIE20',
    type: 'percentage',
    value: 20,
    from: '2026-07-01',
    until: '2027-03-31',
    limit: 150,
    minimum: null,
    campaign: 'Familienwochen',
    channel: 'Familienportal',
  },
  {
    code: 'WEIHNACHTEN20',
    type: 'percentage',
    value: 20,
    from: '2026-10-25',
    until: '2026-12-24',
    limit: 400,
    minimum: 40,
    campaign: 'Weihnachten 2026',
    channel: 'Newsletter',
  },
  {
    code: 'STUDENTEN5',
    type: 'fixed',
    value: 5,
    from: '2026-05-01',
    until: null,
    limit: null,
    minimum: 20,
    campaign: 'Hochschulmarketing',
    channel: 'Mensa-Flyer',
    active: false,
  },
];

interface Batch {
  prefix: string;
  count: number;
  length: number;
  type: VoucherType;
  values: readonly number[];
  from: string;
  /** Days it stays valid; null for ever. */
  days: number | null;
  limit: number | null;
  minimum: number | null;
  source: 'marketing' | 'manual';
  metadata: readonly Record<string, string>[];
  /** Chance that staff switched one off. */
  inactive: number;
}

const batches: readonly Batch[] = [
  {
    prefix: 'NL-',
    count: 50,
    length: 8,
    type: 'fixed',
    values: [5],
    from: '2026-06-15',
    days: 199,
    limit: 1,
    minimum: 30,
    source: 'marketing',
    metadata: [{ campaign: 'Newsletter-Anmeldung', channel: 'Newsletter' }],
    inactive: 0,
  },
  {
    prefix: 'PARTNER-',
    count: 30,
    length: 8,
    type: 'percentage',
    values: [10],
    from: '2026-05-10',
    days: 158,
    limit: 1,
    minimum: null,
    source: 'marketing',
    metadata: [{ campaign: 'Kundenkarte der Stadtwerke', channel: 'Partner' }],
    inactive: 0,
  },
  {
    prefix: 'KULANZ-',
    count: 12,
    length: 6,
    type: 'fixed',
    values: [15, 20, 25, 30, 50],
    from: '2026-05-20',
    days: 365,
    limit: 1,
    minimum: null,
    source: 'manual',
    metadata: [
      { reason: 'Lange Wartezeit am Einlass' },
      { reason: 'Sichtbehinderung am Platz' },
      { reason: 'Doppelt gebuchte Tickets' },
      { reason: 'Verspäteter Beginn der Veranstaltung' },
    ],
    inactive: 0.15,
  },
  {
    prefix: 'PRESSE-',
    count: 4,
    length: 6,
    type: 'percentage',
    values: [100],
    from: '2026-05-15',
    days: 400,
    limit: 2,
    minimum: null,
    source: 'manual',
    metadata: [{ medium: 'Landeszeitung' }, { medium: 'Stadtmagazin' }, { medium: 'Radio Heide' }],
    inactive: 0,
  },
  {
    prefix: 'GUTSCHRIFT-',
    count: 6,
    length: 6,
    type: 'credit',
    values: [20, 39.8, 59.8, 80],
    from: '2026-06-01',
    days: 1095,
    limit: null,
    minimum: null,
    source: 'manual',
    metadata: [{ reason: 'Erstattung für eine abgesagte Veranstaltung' }],
    inactive: 0,
  },
];

const creditProducts: readonly CreditProductRow[] = [
  {
    title: 'Kulturgutschein 25 €',
    description: '<p>Guthaben von 25 € für alle Veranstaltungen im Shop, drei Jahre gültig.</p>',
    price: 25,
    credit_value: 25,
    vat_rate: 0,
    is_active: true,
    sort: 1,
  },
  {
    title: 'Kulturgutschein 50 €',
    description: '<p>Guthaben von 50 € für alle Veranstaltungen im Shop, drei Jahre gültig.</p>',
    price: 50,
    credit_value: 50,
    vat_rate: 0,
    is_active: true,
    sort: 2,
  },
  {
    title: 'Kulturgutschein 100 € + 10 € Bonus',
    description: '<p>Sie zahlen 100 € und erhalten 110 € Guthaben für alle Veranstaltungen, drei Jahre gültig.</p>',
    price: 100,
    credit_value: 110,
    vat_rate: 0,
    is_active: true,
    sort: 3,
  },
];

const purchasable: readonly Omit<PurchasableVoucherRow, 'slug' | 'images' | 'sort'>[] = [
  {
    title: 'Geschenkgutschein 25 €',
    description: '<p>Einlösbar für alle Veranstaltungen im Shop (Mehrzweckgutschein), drei Jahre gültig.</p>',
    value: 25,
    vat_rate: 0,
    is_active: true,
  },
  {
    title: 'Geschenkgutschein 50 €',
    description: '<p>Einlösbar für alle Veranstaltungen im Shop (Mehrzweckgutschein), drei Jahre gültig.</p>',
    value: 50,
    vat_rate: 0,
    is_active: true,
  },
  {
    title: 'Geschenkgutschein 100 €',
    description: '<p>Einlösbar für alle Veranstaltungen im Shop (Mehrzweckgutschein), drei Jahre gültig.</p>',
    value: 100,
    vat_rate: 0,
    is_active: true,
  },
  {
    title: 'Musical-Abend für zwei',
    description: '<p>Zwei Tickets der Kategorie 1 für ein Musical Ihrer Wahl, mit Programmheft.</p>',
    value: 199,
    vat_rate: 7,
    is_active: true,
  },
  {
    title: 'Dinner & Show für zwei',
    description: '<p>Drei-Gänge-Menü und Show im Festsaal für zwei Personen, Getränke inklusive.</p>',
    value: 159,
    vat_rate: 19,
    is_active: false,
  },
];

/** Credit orders by status: the paid ones have an encrypted credit voucher. */
const creditOrderStatuses = [
  ...Array<CreditOrderRow['status']>(10).fill('paid'),
  ...Array<CreditOrderRow['status']>(4).fill('created'),
  ...Array<CreditOrderRow['status']>(3).fill('cancelled'),
  ...Array<CreditOrderRow['status']>(3).fill('refunded'),
];

/** The end of the third year after a purchase: when a German voucher claim lapses. */
const lapsesAfter = (time: LocalTime) => localTime(`${new Date(time).getUTCFullYear() + 3}-12-31`, '23:59');

/**
 * The demo vouchers (campaign codes, single-use batches, goodwill and press codes, credit notes
 * and the encrypted credit vouchers of paid credit orders), credit products, credit orders and
 * purchasable vouchers. Codes with random characters come from `code`.
 */
export function buildDemoVouchers(buyers: readonly Buyer[], code: CodeSource): DemoVouchers {
  const random = seededRandom(SEED + 202);
  const taken = new Set<string>(campaigns.map((campaign) => campaign.code));
  const unique = (draw: () => string) => {
    let next = draw();
    while (taken.has(next)) next = draw();
    taken.add(next);
    return next;
  };
  const result: DemoVouchers = {
    vouchers: [],
    terms: [],
    creditProducts: [...creditProducts],
    creditOrders: [],
    creditSales: [],
    purchasableVouchers: purchasable.map((voucher, index) => ({
      ...voucher,
      slug: slugify(voucher.title),
      images: placeholderImages(slugify(voucher.title)),
      sort: index + 1,
    })),
  };
  const add = (row: VoucherRow, from: LocalTime, until: LocalTime | null) => {
    result.vouchers.push(row);
    result.terms.push({ voucher: result.vouchers.length, from, until });
  };

  for (const campaign of campaigns) {
    const from = localTime(campaign.from);
    const until = campaign.until === null ? null : localTime(campaign.until, '23:59');
    add(
      {
        code: campaign.code,
        type: campaign.type,
        value: campaign.value,
        remaining_value: null,
        expires_at: until === null ? null : berlinIso(until),
        usage_limit: campaign.limit,
        usage_count: 0,
        is_active: campaign.active ?? true,
        source: 'marketing',
        minimum_order_value: campaign.minimum,
        is_encrypted: false,
        metadata: { campaign: campaign.campaign, channel: campaign.channel },
        created_at: berlinIso(from - 3 * DAY + 10 * 60 * MINUTE),
      },
      from,
      until,
    );
  }

  for (const batch of batches) {
    const batchFrom = localTime(batch.from, '09:00');
    for (let index = 0; index < batch.count; index += 1) {
      // Staff make goodwill and press codes one at a time; marketing makes a batch at once.
      const from = batch.source === 'manual' ? batchFrom + random.between(0, 140) * DAY : batchFrom;
      const until = batch.days === null ? null : from + batch.days * DAY;
      const value = random.pick(batch.values);
      add(
        {
          code: unique(() => code(batch.prefix, batch.length)),
          type: batch.type,
          value,
          remaining_value: batch.type === 'credit' ? value : null,
          expires_at: until === null ? null : berlinIso(until),
          usage_limit: batch.limit,
          usage_count: 0,
          is_active: !random.chance(batch.inactive),
          source: batch.source,
          minimum_order_value: batch.minimum,
          is_encrypted: false,
          metadata: { ...random.pick(batch.metadata) },
          created_at: berlinIso(from),
        },
        from,
        until,
      );
    }
  }

  const products = [1, 2, 2, 3, 3];
  shuffled(random, creditOrderStatuses).forEach((status, index) => {
    const buyer = random.pick(buyers);
    const position = random.pick(products);
    const product = creditProducts[position - 1] as CreditProductRow;
    const quantity = random.chance(0.15) ? 2 : 1;
    const time =
      status === 'created'
        ? SEEDED_AT - random.between(1, 9) * DAY + random.between(480, 1320) * MINUTE
        : localTime('2026-05-04') + index * 8 * DAY + random.between(480, 1320) * MINUTE;
    let voucher: number | null = null;
    if (status === 'paid') {
      const value = product.credit_value * quantity;
      const until = lapsesAfter(time);
      add(
        {
          code: unique(() => [0, 1, 2, 3].map(() => code('', 4)).join('-')),
          type: 'credit',
          value,
          remaining_value: value,
          expires_at: berlinIso(until),
          usage_limit: null,
          usage_count: 0,
          is_active: true,
          source: 'credit_purchase',
          minimum_order_value: null,
          is_encrypted: true,
          metadata: { product: product.title, buyer: buyer.email },
          created_at: berlinIso(time + 2 * MINUTE),
        },
        time + 2 * MINUTE,
        until,
      );
      voucher = result.vouchers.length;
    }
    result.creditOrders.push({
      id_tk_credit_product: position,
      email: buyer.email,
      quantity,
      amount: product.price * quantity,
      status,
      id_tk_voucher: voucher,
      created_at: berlinIso(time),
    });
    if (status === 'paid')
      result.creditSales.push({ creditOrder: result.creditOrders.length, buyer, time, product, quantity });
  });
  return result;
}
