/**
 * The bodies and parameters of the account calls (server/areas/users/routes/): the routes check
 * requests with them and the OpenAPI document shows them (account-paths.ts), so the two cannot drift.
 */

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

export const newPasswordBody = {
  type: 'object',
  required: ['password', 'password_confirmation'],
  additionalProperties: false,
  properties: newPasswordProperties,
} as const;

const name = { type: 'string', minLength: 1, maxLength: 100 } as const;
export const registrationBody = {
  type: 'object',
  required: ['email', 'password', 'password_confirmation', 'firstname', 'lastname'],
  additionalProperties: false,
  properties: { email: emailSchema, ...newPasswordProperties, firstname: name, lastname: name, language: name },
} as const;
export const processRegistrationBody = {
  type: 'object',
  required: ['processNumber', 'password', 'password_confirmation'],
  additionalProperties: false,
  properties: { processNumber: { type: 'string', minLength: 1, maxLength: 50 }, ...newPasswordProperties },
} as const;
export const confirmationBody = {
  type: 'object',
  additionalProperties: false,
  properties: { email: emailSchema, ...newPasswordProperties },
  oneOf: [{ required: ['email'] }, { required: ['password', 'password_confirmation'] }],
} as const;
