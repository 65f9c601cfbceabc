import { ApiError, badRequest, type FieldError } from '../../../errors.ts';

export function requireMatchingPasswords(body: { password: string; password_confirmation: string }) {
  if (body.password !== body.password_confirmation)
    throw badRequest('The passwords do not match', [{ field: 'password_confirmation', key: 'error.passmatch' }]);
}

/** A refusal with one of the spec's login texts (spec 2 §8) as its key. */
export const accountError = (name: 'NotFound' | 'Conflict' | 'Unprocessable', message: string, error: FieldError) =>
  new ApiError(name, message, { errors: [error] });

export const linkInvalid = () =>
  accountError('Unprocessable', 'The link is invalid or has expired', { key: 'login.link_invalid' });
export const noUser = () =>
  accountError('NotFound', 'There is no user with this email', { field: 'email', key: 'login.no_user' });
export const codeIncorrect = () =>
  accountError('Unprocessable', 'The verification code is incorrect', { field: 'code', key: 'login.code_incorrect' });

/** Masks an address for an answer to someone who only knows a booking number: m***@example.com. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
