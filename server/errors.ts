/**
 * The error catalogue. Every error the API answers has the shape
 * `{ name, message, code, errors }`: `name` and `code` (the HTTP status) are stable and
 * taken from this table, `errors` lists field problems with the spec's message keys.
 */

export interface FieldError {
  /** The offending field or query key; absent for errors about the whole request. */
  field?: string;
  /** The spec's message key, e.g. `error.empty`, `form.vat_rate_invalid`. */
  key: string;
  params?: Record<string, unknown>;
}

export interface ErrorBody {
  name: string;
  message: string;
  code: number;
  errors: FieldError[];
}

export const errorCatalogue = {
  BadRequest: 400,
  NotAuthenticated: 401,
  Forbidden: 403,
  NotFound: 404,
  MethodNotAllowed: 405,
  Conflict: 409,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  Unprocessable: 422,
  Locked: 423,
  TooManyRequests: 429,
  GeneralError: 500,
  BadGateway: 502,
  Unavailable: 503,
} as const;

export type ErrorName = keyof typeof errorCatalogue;

export class ApiError extends Error {
  readonly code: number;
  readonly errors: FieldError[];
  /** Extra response headers, e.g. `Retry-After` on 429. */
  readonly headers: Record<string, string>;

  constructor(
    name: ErrorName,
    message: string,
    options: { errors?: FieldError[]; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = name;
    this.code = errorCatalogue[name];
    this.errors = options.errors ?? [];
    this.headers = options.headers ?? {};
  }

  toBody(): ErrorBody {
    return { name: this.name, message: this.message, code: this.code, errors: this.errors };
  }
}

const nameByStatus = new Map<number, ErrorName>(
  Object.entries(errorCatalogue).map(([name, status]) => [status, name as ErrorName]),
);

/** The catalogue name for an HTTP status; unknown 4xx become BadRequest, anything else GeneralError. */
export function errorNameForStatus(status: number): ErrorName {
  return nameByStatus.get(status) ?? (status >= 400 && status < 500 ? 'BadRequest' : 'GeneralError');
}

export const badRequest = (message: string, errors?: FieldError[]) => new ApiError('BadRequest', message, { errors });
export const notAuthenticated = (message: string, errors?: FieldError[]) =>
  new ApiError('NotAuthenticated', message, { errors });
export const notFound = (message = 'Not found') => new ApiError('NotFound', message);
