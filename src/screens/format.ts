import type { FieldDefinition } from '../../registry/types';
import { languageTag } from '../i18n/languages';
import { formatDateTime } from '../layout/formatDateTime';

/**
 * How the console shows values, one place for every screen, list cell, read-only field and bespoke
 * page: dates as spec 1 §9 writes them in every language; amounts and counts in the user's language
 * (its locale's separators), money always with its currency.
 */

/** Spec 1 §9: date-times in Europe/Berlin as DD.MM.YYYY HH:mm. */
export { formatDateTime };

/** Spec 1 §9 / spec 2 §9: prices are in euro; no record names another currency. */
export const CURRENCY = 'EUR';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Spec 1 §9: a calendar date (YYYY-MM-DD on the wire) as DD.MM.YYYY; it has no time zone to convert. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = ISO_DATE.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

const formats = new Map<string, Intl.NumberFormat>();

/** One Intl format per language and kind: building one costs more than formatting with it. */
function numberFormat(language: string, kind: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(languageTag(language), options);
    formats.set(key, format);
  }
  return format;
}

const isBlank = (value: unknown): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

/** An amount with its currency in the user's language, two decimals (`1.234,50 €` in German, `€1,234.50` in English). */
export function formatMoney(
  value: number | string | null | undefined,
  language: string,
  currency: string = CURRENCY,
): string {
  if (isBlank(value)) return '';
  return numberFormat(language, `money:${currency}`, { style: 'currency', currency }).format(Number(value));
}

/** A count, quantity or other number in the user's language, grouped (`12.345` in German, `12,345` in English). */
export function formatCount(value: number | string | null | undefined, language: string): string {
  if (isBlank(value)) return '';
  return numberFormat(language, 'count', { maximumFractionDigits: 2 }).format(Number(value));
}

/** A percentage given in percent (`19` is 19 %), in the user's language (`19 %` in German, `19%` in English). */
export function formatPercent(value: number | string | null | undefined, language: string): string {
  if (isBlank(value)) return '';
  return numberFormat(language, 'percent', { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }).format(
    Number(value),
  );
}

/** Whether a money field holds a percentage on this record (`x-ui.percentWhen`: a percentage voucher's value). */
export function isPercentOn(field: FieldDefinition, record: Readonly<Record<string, unknown>> | undefined): boolean {
  const when = field.percentWhen;
  return (
    when !== undefined && record !== undefined && Object.entries(when).every(([name, value]) => record[name] === value)
  );
}

/** The audit columns that hold a user's id (registry/fields.ts). */
const USER_ID_FIELDS: ReadonlySet<string> = new Set(['created_by', 'updated_by']);

/**
 * Whether the field's values are amounts the console formats (money, counts, quantities), not numbers
 * that name a record: ids are `id_…` (spec 2 §3) or an audit column's user id, and are shown as they are.
 */
export function isNumberField(field: FieldDefinition): boolean {
  if (field.widget === 'money') return true;
  const isIdentifier = field.name.startsWith('id_') || USER_ID_FIELDS.has(field.name);
  return field.widget === 'text' && (field.type === 'integer' || field.type === 'number') && !isIdentifier;
}

/**
 * A number field's value as the user reads it: money with its currency (a percentage where the record
 * says so), other numbers grouped in the user's language. Answers undefined for other fields.
 */
export function formatNumberField(
  field: FieldDefinition,
  value: unknown,
  language: string,
  record?: Readonly<Record<string, unknown>>,
): string | undefined {
  if (!isNumberField(field)) return undefined;
  const amount = value as number | string | null | undefined;
  if (field.widget !== 'money') return formatCount(amount, language);
  return isPercentOn(field, record) ? formatPercent(amount, language) : formatMoney(amount, language);
}

/** The user's decimal separator, with Latin digits (`,` in German, `.` in English and Arabic): for files. */
export function decimalSeparator(language: string): string {
  const parts = numberFormat(language, 'latin', { numberingSystem: 'latn' }).formatToParts(1.5);
  return parts.find((part) => part.type === 'decimal')?.value ?? '.';
}
