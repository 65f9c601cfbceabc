import type { I18nProvider } from '@refinedev/core';
import { i18n } from './i18n';

/**
 * Refine's bridge to i18next. Refine passes a default text either as the third argument or,
 * in many of its components, as the second: both are used when the key has no translation.
 */
export const i18nProvider: I18nProvider = {
  translate(key, options, defaultMessage) {
    const fallback = typeof options === 'string' ? options : defaultMessage;
    const values = typeof options === 'object' && options !== null ? options : {};
    return String(i18n.t(key, { ...values, defaultValue: fallback ?? key }));
  },
  changeLocale: (language) => i18n.changeLanguage(language),
  getLocale: () => i18n.language,
};
