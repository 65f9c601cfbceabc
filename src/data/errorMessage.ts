import type { TFunction } from 'i18next';
import { ApiError } from '../api/apiClient';

/** The text for a failed call: the server's message key translated, else its message. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.key) {
    return t(error.key, { ...error.errors[0]?.params, defaultValue: error.message });
  }
  return error instanceof Error ? error.message : String(error);
}
