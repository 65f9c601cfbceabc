import { ApiError } from '../errors.ts';

interface DatabaseError {
  code?: unknown;
  detail?: unknown;
  column?: unknown;
}

/** The field a constraint error names: from the column, or from "Key (field)=(value)" in its detail. */
function fieldOf(error: DatabaseError): string | undefined {
  if (typeof error.column === 'string') return error.column;
  if (typeof error.detail === 'string') return /^Key \(([^)]+)\)=/.exec(error.detail)?.[1];
  return undefined;
}

/**
 * Data errors and constraint violations that reach the database (a reference to a missing record, a duplicate)
 * are the client's mistake, not the server's: they answer 4xx naming the field, never the SQL.
 */
export function fromDatabaseError(error: unknown): ApiError | undefined {
  const { code } = (error ?? {}) as DatabaseError;
  if (typeof code !== 'string') return undefined;
  // Class 22: a value the database cannot take (a NUL byte in text, a number out of range).
  if (code.startsWith('22'))
    return new ApiError('BadRequest', 'A value cannot be stored or compared', { errors: [{ key: 'error.invalid' }] });
  if (!code.startsWith('23')) return undefined;
  const field = fieldOf(error as DatabaseError);
  const at = field ? { field } : {};
  switch (code) {
    case '23503':
      return new ApiError('Unprocessable', 'A referenced record does not exist, or is still referenced', {
        errors: [{ ...at, key: 'error.reference' }],
      });
    case '23505':
      return new ApiError('Conflict', 'A record with this value exists already', {
        errors: [{ ...at, key: 'error.unique' }],
      });
    case '23502':
      return new ApiError('BadRequest', 'A required value is missing', { errors: [{ ...at, key: 'error.empty' }] });
    default:
      return new ApiError('BadRequest', 'The data breaks a rule of the database', {
        errors: [{ ...at, key: 'error.invalid' }],
      });
  }
}
