import type { TFunction } from 'i18next';
import { ApiError, errorMessage } from '../../../src/console-logic';

export const SAVE_ERRORS = {
  noChanges: 'eventEditor.errors.noChanges',
  noEvent: 'eventEditor.errors.noEvent',
  datesLoading: 'eventEditor.errors.datesLoading',
  batchFailed: 'eventEditor.errors.batchFailed',
  unknown: 'eventEditor.errors.unknown',
} as const;

/** A save refused before any call; its message is the text to show. */
export class EditorSaveError extends Error {
  override name = 'EditorSaveError';
}

/**
 * A save refused because the event's fields or items are not valid: the validation list and the
 * fields say what is wrong, so it is shown nowhere else (no api error, no toast).
 */
export class EditorInvalidError extends EditorSaveError {
  override name = 'EditorInvalidError';
}

export const isInvalidRefusal = (error: unknown) => error instanceof EditorInvalidError;

/** Spec 2 §8: an event create fails with the first server validation message, else the message, else "Unknown error". */
export function createErrorMessage(error: unknown, t: TFunction): string {
  const message = errorMessage(error, t);
  return message || t(SAVE_ERRORS.unknown);
}

/** Spec 2 §8: a batch save fails with the server's error (its key translated), else "Batch update failed". */
export function batchErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && (error.key || error.message)) return errorMessage(error, t);
  return t(SAVE_ERRORS.batchFailed);
}

/** The server's per-field messages of a refused create, translated, by field. */
export function fieldMessages(error: unknown, t: TFunction): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const fields: Record<string, string> = {};
  for (const { field, key, params } of error.errors) if (field) fields[field] ??= t(key, { ...params });
  return fields;
}
