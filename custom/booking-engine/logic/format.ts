import { languageTag } from '../../../src/i18n/languages';

export const formatMoney = (amount: number, language: string) =>
  new Intl.NumberFormat(languageTag(language), { style: 'currency', currency: 'EUR' }).format(amount);

/** A day (`YYYY-MM-DD`) in the language's short date format, as a calendar day (no time zone shift). */
export function formatDay(day: string, language: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}

export const formatPeriod = (from: string, till: string, language: string) =>
  `${formatDay(from, language)} – ${formatDay(till, language)}`;
