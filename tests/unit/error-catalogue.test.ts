import { describe, expect, it } from 'vitest';
import { ApiError, errorCatalogue, errorNameForStatus } from '../../server/errors.ts';
import { toErrorBody } from '../../server/http/error-handling.ts';

describe('the error catalogue', () => {
  it('gives every name one stable HTTP status', () => {
    expect(errorCatalogue).toMatchObject({
      BadRequest: 400,
      NotAuthenticated: 401,
      Forbidden: 403,
      NotFound: 404,
      Conflict: 409,
      Unprocessable: 422,
      TooManyRequests: 429,
      GeneralError: 500,
    });
    expect(new Set(Object.values(errorCatalogue)).size).toBe(Object.keys(errorCatalogue).length);
  });

  it('answers an ApiError in the shape { name, message, code, errors } with its headers', () => {
    const error = new ApiError('TooManyRequests', 'Too many attempts', {
      errors: [{ key: 'login.throttled', params: { seconds: 30 } }],
      headers: { 'retry-after': '30' },
    });
    expect(toErrorBody(error)).toEqual({
      body: {
        name: 'TooManyRequests',
        message: 'Too many attempts',
        code: 429,
        errors: [{ key: 'login.throttled', params: { seconds: 30 } }],
      },
      headers: { 'retry-after': '30' },
    });
  });

  it('maps framework 4xx errors to catalogue names', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    expect(toErrorBody(tooLarge).body).toEqual({
      name: 'PayloadTooLarge',
      message: 'Request body is too large',
      code: 413,
      errors: [],
    });
    expect(errorNameForStatus(418)).toBe('BadRequest');
  });

  it('never passes on the message or details of an unexpected error', () => {
    const failure = Object.assign(new Error('relation "users" does not exist at character 15'), { code: '42P01' });
    expect(toErrorBody(failure).body).toEqual({
      name: 'GeneralError',
      message: 'Internal server error',
      code: 500,
      errors: [],
    });
  });
});
