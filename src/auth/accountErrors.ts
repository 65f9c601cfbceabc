import type { TFunction } from 'i18next';
import { ApiError } from '../api/apiClient';

/** A failed account call as a form shows it. */
export interface AccountProblem {
  /** The server's first message key, for pages that offer a way on (e.g. "send the code again"). */
  key?: string;
  /** Translated messages that belong to no field of the form. */
  alert?: string;
  /** Translated messages next to the form's fields. */
  fields: Record<string, string>;
}

/**
 * Translates the server's message keys: a key naming one of `fields` goes next to that field,
 * every other key into the alert. Anything that is no API answer reads as "login attempt failed".
 */
export function describeAccountError(error: unknown, fields: readonly string[], t: TFunction): AccountProblem {
  if (!(error instanceof ApiError) || error.errors.length === 0) return { alert: t('login.failed'), fields: {} };
  const byField: Record<string, string> = {};
  const others = new Set<string>();
  for (const { field, key, params } of error.errors) {
    const text = t(key, { ...params, defaultValue: t('login.failed') });
    if (field && fields.includes(field)) byField[field] ??= text;
    else others.add(text);
  }
  return { key: error.key, alert: others.size ? [...others].join(' ') : undefined, fields: byField };
}
