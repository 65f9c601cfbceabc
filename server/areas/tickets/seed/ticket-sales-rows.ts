import type { OrderStatus } from '../../../../domain/tickets/order-status.ts';
import type { PaymentStatus } from '../../../../domain/tickets/payment-status.ts';
import type { CounterReset } from '../invoice-number.ts';
import type { InvoiceLine } from '../invoice-totals.ts';
import type { CatalogueImage } from './catalogue-rows.ts';

/*
 * The ticket sales rows as the seed writes them, with the fields of schemas/tickets/*.json.
 * A reference to another sales table holds the 1-based position of its row in the seed's list for
 * that table (the seeder swaps in the real ids); references to the catalogue hold catalogue ids.
 * Times are ISO times with their offset (berlin-time.ts).
 */

/** The genres, artists and venues the events draw on, as the database holds them. */
export interface SalesCatalogue {
  genres: readonly { id: number; name: string }[];
  artists: readonly {
    id: number;
    name: string;
    /** The demo artists' short description starts with their genre: "Jazz: …". */
    short_description: string | null;
    active: boolean;
    website: string | null;
    facebook_link: string | null;
    instagram_link: string | null;
    youtube_link: string | null;
  }[];
  locations: readonly { id: number; name: string; city: string | null; capacity: number | null }[];
}

/** Who buys: the demo customers that have an email address. */
export interface Buyer {
  salutation: 'Herr' | 'Frau' | null;
  firstname: string;
  lastname: string;
  street: string;
  zip: string;
  city: string;
  email: string;
  phone: string | null;
}

export interface InvoiceConfigRow {
  name: string;
  prefix: string;
  current_number: number;
  counter_period: string | null;
  last_invoice_date: string | null;
  has_invoices: boolean;
  is_default: boolean;
  template_format: string;
  counter_reset: CounterReset;
  is_active: boolean;
}

export type Visibility = 'private' | 'public' | 'app' | 'website';

export interface EventRow {
  title: string;
  slug: string;
  name: string;
  status: boolean;
  visibility: Visibility;
  id_tk_location: number | null;
  id_tk_invoice_config: number;
  vat_rate: number;
  genres: number[];
  artists: number[];
  short_description: string;
  description: string;
  additional_info: string;
  images: CatalogueImage[];
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  website: string | null;
  facebook_link: string | null;
  instagram_link: string | null;
  youtube_link: string | null;
}

export interface EventDateRow {
  id_tk_event: number;
  starts_at: string;
  ends_at: string;
  entry_starts_at: string;
  visible_from: string;
  visible_until: string;
  status: 'active' | 'hidden';
  note: string | null;
  sort: number;
}

export interface PriceCategoryRow {
  id_tk_event: number;
  title: string;
  description: string | null;
  price: number;
  vat_rate: number;
  available_quantity: number;
  is_active: boolean;
  requires_personalization: boolean;
}

export interface DatePriceRow {
  id_tk_event: number;
  id_tk_event_date: number;
  id_tk_price_category: number;
  price: number;
  contingent: number;
  requires_personalization: boolean;
}

export interface OrderRow {
  number: string;
  email: string;
  status: OrderStatus;
  salutation: string | null;
  firstname: string;
  lastname: string;
  company: string | null;
  street: string;
  zip: string;
  city: string;
  country: string;
  phone: string | null;
  gross_total: number;
  net_total: number;
  vouchers: number[];
  invoiced: boolean;
  note: string | null;
  created_at: string;
}

export interface TicketRow {
  code: string;
  id_tk_order: number;
  id_tk_event_date: number;
  id_tk_price_category: number;
  price: number;
  holder_name: string | null;
  checked_in_at: string | null;
  created_at: string;
}

export type PaymentMethod =
  | 'credit_card'
  | 'paypal'
  | 'instant_bank_transfer'
  | 'sepa_debit'
  | 'invoice'
  | 'cash_on_site'
  | 'card_on_site'
  | 'free';

export interface PaymentRow {
  reference: string;
  id_tk_order: number;
  status: PaymentStatus;
  method: PaymentMethod;
  amount: number;
  provider: string | null;
  provider_payment_id: string | null;
  provider_status: string | null;
  created_at: string;
}

export interface InvoiceRecipient {
  name: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  email: string;
}

export interface InvoiceRow {
  number: string;
  id_tk_invoice_config: number;
  id_tk_order: number | null;
  date: string;
  recipient: InvoiceRecipient;
  lines: InvoiceLine[];
  vat_rate: number;
  net_total: number;
  vat_total: number;
  gross_total: number;
  created_at: string;
}

export type VoucherType = 'fixed' | 'percentage' | 'credit';

export interface VoucherRow {
  code: string;
  type: VoucherType;
  value: number;
  remaining_value: number | null;
  expires_at: string | null;
  usage_limit: number | null;
  usage_count: number;
  is_active: boolean;
  source: 'credit_purchase' | 'marketing' | 'manual';
  minimum_order_value: number | null;
  is_encrypted: boolean;
  metadata: Record<string, string>;
  created_at: string;
}

export interface CreditProductRow {
  title: string;
  description: string;
  price: number;
  credit_value: number;
  vat_rate: number;
  is_active: boolean;
  sort: number;
}

export interface CreditOrderRow {
  id_tk_credit_product: number;
  email: string;
  quantity: number;
  amount: number;
  status: 'created' | 'paid' | 'cancelled' | 'refunded';
  id_tk_voucher: number | null;
  created_at: string;
}

export interface PurchasableVoucherRow {
  title: string;
  slug: string;
  description: string;
  value: number;
  vat_rate: 0 | 7 | 19;
  sort: number;
  is_active: boolean;
  images: CatalogueImage[];
}

/** Draws a code: the prefix and `length` random characters (voucher-codes.ts draws them from the CSPRNG). */
export type CodeSource = (prefix: string, length: number) => string;
