import { ApiError, type ApiFieldError } from '../../src/console-logic';

/** A refused write's messages by the field they name (`email`, `travellers/0/name`). */
export interface FieldMessages {
  byField: Readonly<Record<string, ApiFieldError>>;
  /** Whether something is said at no field (or the call failed otherwise): the form says it above. */
  unplaced: boolean;
}

export const NO_MESSAGES: FieldMessages = { byField: {}, unplaced: false };

/** `/travellers/0/name` and `travellers.0.name` both name `travellers/0/name`. */
const fieldPath = (field: string) => field.replace(/^\//, '').replaceAll('.', '/');

/** Where a refused write's messages go: each at the field it names (the first per field), the rest above the form. */
export function fieldMessages(error: unknown, fields: readonly string[]): FieldMessages {
  const byField: Record<string, ApiFieldError> = {};
  let unplaced = !(error instanceof ApiError) || error.errors.length === 0;
  for (const message of error instanceof ApiError ? error.errors : []) {
    const path = message.field ? fieldPath(message.field) : undefined;
    if (path !== undefined && fields.some((field) => path === field || path.startsWith(`${field}/`)))
      byField[path] ??= message;
    else unplaced = true;
  }
  return { byField, unplaced };
}
