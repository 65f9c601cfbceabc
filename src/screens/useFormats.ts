import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDate, formatDateTime, formatMoney, formatPercent } from './format';

type Amount = number | string | null | undefined;

/** The console's formats (format.ts) in the user's current language, for screens and bespoke pages. */
export function useFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      money: (value: Amount) => formatMoney(value, language),
      count: (value: Amount) => formatCount(value, language),
      percent: (value: Amount) => formatPercent(value, language),
      date: formatDate,
      dateTime: formatDateTime,
    }),
    [language],
  );
}
