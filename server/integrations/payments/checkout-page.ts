import type { PaymentMethod } from '../../../domain/booking/engine-api.ts';
import { EmulatorError } from '../emulator/emulator-error.ts';
import type { ProviderPayment } from './payment-provider.ts';

/** Why a payment did not go through, as the provider reports it. */
export const FAILURE_REASONS = ['card_declined', 'insufficient_funds', 'canceled_by_payer'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** The test cards of the checkout: what each does when paid with. */
export const TEST_CARDS: Readonly<Record<string, FailureReason | 'paid'>> = {
  '4242424242424242': 'paid',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
};

const METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = {
  credit_card: 'Kreditkarte',
  paypal: 'PayPal',
  instant_transfer: 'Sofortüberweisung',
  sepa_debit: 'SEPA-Lastschrift',
  invoice: 'Rechnung',
};

const MAX_FORM_BYTES = 16 * 1024;
const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** The amount as a German payer reads it: 1.234,50 €. */
export const formatAmount = ({ amount, currency }: Pick<ProviderPayment, 'amount' | 'currency'>) =>
  currency === 'EUR'
    ? euro.format(amount / 100)
    : `${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(amount / 100)} ${currency}`;

/**
 * The provider's payment page: self-contained (no outside hosts), in German, with the amount, the
 * reference and the method; a card number field for a card payment. `notice` is shown above the form
 * (a card number the checkout does not know, a payment that is already settled).
 */
export function checkoutPage(payment: ProviderPayment, { notice, open }: { notice?: string; open: boolean }): string {
  const method = METHOD_NAMES[payment.method as PaymentMethod] ?? payment.method ?? '–';
  const card =
    payment.method === 'credit_card'
      ? '<label>Kartennummer<input name="card_number" inputmode="numeric" autocomplete="cc-number" ' +
        'placeholder="4242 4242 4242 4242"></label>'
      : '';
  const form = open
    ? `<form method="post">${card}<div class="buttons">` +
      '<button name="action" value="pay" type="submit">Jetzt bezahlen</button>' +
      '<button name="action" value="cancel" type="submit" class="secondary" formnovalidate>Abbrechen</button>' +
      '</div></form>'
    : '';
  return [
    '<!doctype html><html lang="de"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Zahlung</title><style>',
    'body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;padding:2rem;color:#1d2330}',
    'main{max-width:28rem;margin:auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 4px #0002}',
    'dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#5b6475}dd{margin:0}',
    'label{display:block;margin:1rem 0}input{display:block;width:100%;padding:.5rem;margin-top:.3rem;box-sizing:border-box}',
    '.buttons{display:flex;gap:.5rem}button{padding:.6rem 1rem;border:0;border-radius:4px;background:#1f5fbf;color:#fff}',
    'button.secondary{background:#e3e6eb;color:#1d2330}.notice{background:#fff4e5;padding:.6rem;border-radius:4px}',
    '</style></head><body><main><h1>Zahlung</h1>',
    notice ? `<p class="notice" role="alert">${escape(notice)}</p>` : '',
    '<dl>',
    `<dt>Betrag</dt><dd class="amount">${escape(formatAmount(payment))}</dd>`,
    `<dt>Referenz</dt><dd>${escape(payment.reference ?? '–')}</dd>`,
    `<dt>Zahlungsart</dt><dd>${escape(method)}</dd>`,
    '</dl>',
    form,
    '</main></body></html>',
  ].join('');
}

/** A form-encoded request body's fields; a 413 once it passes 16 KiB. */
export async function readFormBody(request: AsyncIterable<Buffer>): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new EmulatorError(413, 'Request body too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
