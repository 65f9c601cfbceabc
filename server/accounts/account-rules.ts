import { ApiError, badRequest, type FieldError } from '../errors.ts';

/** Body schema parts shared by the account calls: the spec's rules (error.email, error.min8). */
export const emailSchema = { type: 'string', format: 'email', maxLength: 254 } as const;
export const passwordSchema = { type: 'string', minLength: 8, maxLength: 1024 } as const;
export const newPasswordProperties = { password: passwordSchema, password_confirmation: { type: 'string' } } as const;
/** A body with only an email address (restart registration, password reset, account deletion). */
export const emailBody = {
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: { email: emailSchema },
} as const;
/** The code in a path (`/password-reset/{code}`, …). */
export const codeParams = { type: 'object', properties: { code: { type: 'string', maxLength: 64 } } } as const;

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
