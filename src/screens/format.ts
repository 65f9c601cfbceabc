import { languageTag } from '../i18n/languages';
import { formatDateTime } from '../layout/formatDateTime';

/** Spec 1 §9: date-times in Europe/Berlin as DD.MM.YYYY HH:mm. */
export { formatDateTime };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Spec 1 §9: a calendar date (YYYY-MM-DD on the wire) as DD.MM.YYYY; it has no time zone to convert. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = ISO_DATE.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** Spec 1 §9: prices in euro, German format, two decimals (`1.234,50 €`). */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return euro.format(Number(value));
}

/** A count in the user's language (`12.345` in German, `12,345` in English). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(languageTag(language)).format(value);
}
