import { MAX_UPLOAD_BYTES } from '../routes/uploads.ts';
import { IMAGE_TYPES } from '../uploads/image-type.ts';
import { schemaRef } from './entity-schemas.ts';
import { errorResponseRef } from './shared-components.ts';
import type {
  Method,
  OperationObject,
  ParameterObject,
  PathItem,
  RequestBodyObject,
  ResponseObject,
  SchemaObject,
  TagObject,
} from './types.ts';
import {
  codeParams,
  confirmationBody,
  emailBody,
  newPasswordBody,
  processRegistrationBody,
  registrationBody,
} from './account-bodies.ts';

/**
 * The account calls (server/routes/registration.ts, password-reset.ts, account-closing.ts,
 * user-activation.ts; docs/accounts.md) and the image uploads (server/routes/uploads.ts). Request
 * bodies are the routes' own schemas, so the document cannot drift from what the server checks.
 */

export const ACCOUNT_TAGS: TagObject[] = [
  {
    name: 'accounts',
    description:
      'Registration, activation, forgotten passwords, disabling and deleting an account (docs/accounts.md). ' +
      'Typed codes are 6 digits, valid 30 minutes, 5 wrong tries end them; link codes are valid 24 hours ' +
      '(activation links: 7 days). A used code is gone.',
  },
  { name: 'uploads', description: 'Images for the records: uploaded by signed-in users, served to anyone.' },
];

const json = (schema: SchemaObject) => ({ 'application/json': { schema } });
const jsonBody = (schema: SchemaObject): RequestBodyObject => ({ required: true, content: json(schema) });

/** An account refusal, in the catalogue's `Error` shape, with the keys it carries. */
const refusal = (description: string): ResponseObject => ({ description, content: json(schemaRef('Error')) });

const successAnswer: SchemaObject = {
  type: 'object',
  required: ['success'],
  properties: { success: { const: true } },
};
const successWithEmail = (description: string): SchemaObject => ({
  type: 'object',
  required: ['success', 'email'],
  properties: { success: { const: true }, email: { type: 'string', description } },
});
const done = (description: string): ResponseObject => ({ description, content: json(successAnswer) });
const doneWithEmail = (description: string, email: string): ResponseObject => ({
  description,
  content: json(successWithEmail(email)),
});

const codeParameter = (schema: SchemaObject, description: string): ParameterObject => ({
  name: 'code',
  in: 'path',
  required: true,
  description,
  schema,
});

const THROTTLED =
  'Throttled like sign-in, per email address and per client: every call counts, and past the limit the answer is ' +
  '429 `login.throttled` (`params.seconds`) with `Retry-After`.';
const MAIL_FAILED = 'A mail the server cannot send answers 502 `login.mail_failed`, and nothing is kept.';
const PASSWORD_KEYS =
  '400: `error.passmatch` (the confirmation differs), `error.min8` (a password under 8 characters), `error.empty`';

/** The answers of a call that sends a mail and is throttled. */
const mailAnswers = { '429': errorResponseRef('TooManyRequests'), '502': errorResponseRef('BadGateway') };

const alreadyRegistered = refusal(
  'The address is taken: `login.user_exists` (registered, not yet activated: use `POST /restart-registration`; ' +
    'or created by staff, its password not set yet), ' +
    '`login.user_has_account` (an active account: use `POST /password-reset`), `login.driver_has_account` ' +
    '(a driver with an active account).',
);
const noUser = (which: string) => refusal(`No ${which} has this email: \`login.no_user\`.`);
const linkInvalid = refusal('The link code is unknown, used or expired: `login.link_invalid`.');

const registrationPaths: Record<string, PathItem> = {
  '/registration': {
    post: {
      operationId: 'register',
      summary: 'Register an account',
      description:
        'Creates an inactive account without a role and mails a typed code with a link to ' +
        '`/auth/signup?email=…&code=…` (and one to disable the account); `PATCH /registration/{code}` activates it. ' +
        `Keys: ${PASSWORD_KEYS}, \`error.email\`, \`error.too_long\`, \`error.unknown_field\`; 409 ` +
        '`login.user_exists`, `login.user_has_account`, `login.driver_has_account`. ' +
        `${THROTTLED} ${MAIL_FAILED}`,
      tags: ['accounts'],
      security: [],
      requestBody: jsonBody(registrationBody),
      responses: {
        '201': doneWithEmail('Registered; the code is on its way.', 'The address, trimmed.'),
        '400': errorResponseRef('BadRequest'),
        '409': alreadyRegistered,
        ...mailAnswers,
      },
    },
  },
  '/registration-process': {
    post: {
      operationId: 'registerByProcess',
      summary: 'Register with a booking number',
      description:
        "Registers the booker of a process (booking): the account gets the booker's card, name and email, " +
        'and the code goes to that email. ' +
        `Keys: ${PASSWORD_KEYS}; 404 \`login.process_not_found\`; 422 \`login.process_no_email\`; 409 ` +
        '`login.user_exists`, `login.user_has_account`, `login.driver_has_account`. ' +
        `${THROTTLED} ${MAIL_FAILED}`,
      tags: ['accounts'],
      security: [],
      requestBody: jsonBody(processRegistrationBody),
      responses: {
        '201': doneWithEmail(
          'Registered; the code is on its way.',
          'The address the code went to, masked: `m***@example.com`.',
        ),
        '400': errorResponseRef('BadRequest'),
        '404': refusal('No process has this number: `login.process_not_found`.'),
        '409': alreadyRegistered,
        '422': refusal('The booker of the process has no email address: `login.process_no_email`.'),
        ...mailAnswers,
      },
    },
  },
  '/restart-registration': {
    post: {
      operationId: 'restartRegistration',
      summary: 'Mail a new registration code',
      description:
        'For a registered account that is not active yet: mails a new typed code; the earlier one is gone. ' +
        'Keys: 400 `error.email`, `error.empty`; 404 `login.no_user`; 409 `login.user_has_account`, ' +
        '`login.driver_has_account` (the account is active), `login.user_exists` (active, its password not set yet). ' +
        `${THROTTLED} ${MAIL_FAILED}`,
      tags: ['accounts'],
      security: [],
      requestBody: jsonBody(emailBody),
      responses: {
        '200': done('A new code is on its way.'),
        '400': errorResponseRef('BadRequest'),
        '404': noUser('account'),
        '409': refusal(
          'The account is active: `login.user_has_account`, `login.driver_has_account`; or active without a ' +
            'password yet: `login.user_exists`.',
        ),
        ...mailAnswers,
      },
    },
  },
  '/registration/{code}': {
    patch: {
      operationId: 'confirmRegistration',
      summary: 'Activate a registered account, or set the first password',
      description:
        'With `{email}` and the typed code of a registration: activates the account. With ' +
        '`{password, password_confirmation}` and the link code of an activation mail (an account staff created): ' +
        'sets the password, activates the account and ends its sessions. ' +
        `Keys: ${PASSWORD_KEYS}, \`error.email\`, \`error.invalid\` (neither or both forms); 422 ` +
        '`login.code_incorrect` (typed code; a miss counts toward its end), `login.link_invalid` (link code).',
      tags: ['accounts'],
      security: [],
      parameters: [
        codeParameter(
          codeParams.properties.code,
          'The typed code from the registration mail, or the link code from an activation mail.',
        ),
      ],
      requestBody: jsonBody(confirmationBody),
      responses: {
        '200': doneWithEmail('The account is active.', "The account's address."),
        '400': errorResponseRef('BadRequest'),
        '422': refusal(
          'The typed code or the email is wrong (`login.code_incorrect`), or the link code is unknown, used or ' +
            'expired (`login.link_invalid`).',
        ),
      },
    },
  },
};

const passwordResetPaths: Record<string, PathItem> = {
  '/password-reset': {
    post: {
      operationId: 'requestPasswordReset',
      summary: 'Mail a password reset link',
      description:
        'Mails an active account a link to `/auth/reset-page/{code}` (and one to disable the account, for a reset ' +
        'the user did not ask for). Keys: 400 `error.email`, `error.empty`; 404 `login.no_user` (no active ' +
        `account). ${THROTTLED} ${MAIL_FAILED}`,
      tags: ['accounts'],
      security: [],
      requestBody: jsonBody(emailBody),
      responses: {
        '200': done('The link is on its way.'),
        '400': errorResponseRef('BadRequest'),
        '404': noUser('active account'),
        ...mailAnswers,
      },
    },
  },
  '/password-reset/{code}': {
    patch: {
      operationId: 'resetPassword',
      summary: 'Set a new password with a reset link',
      description: `Sets the password and ends every session of the user. Keys: ${PASSWORD_KEYS}; 422 \`login.link_invalid\`.`,
      tags: ['accounts'],
      security: [],
      parameters: [codeParameter(codeParams.properties.code, 'The link code from the reset mail.')],
      requestBody: jsonBody(newPasswordBody),
      responses: {
        '200': doneWithEmail('The password is set.', "The account's address."),
        '400': errorResponseRef('BadRequest'),
        '422': linkInvalid,
      },
    },
  },
};

const closingPaths: Record<string, PathItem> = {
  '/users-disable/{code}': {
    patch: {
      operationId: 'disableAccount',
      summary: 'Disable an account from a mail link',
      description:
        'The link "This was not you? Disable the account" of every registration, reset and activation mail: the ' +
        'account is disabled, its other codes are gone and every session ends. No body. Keys: 422 `login.link_invalid`.',
      tags: ['accounts'],
      security: [],
      parameters: [codeParameter(codeParams.properties.code, 'The link code from the mail.')],
      responses: {
        '200': done('The account is disabled.'),
        '400': errorResponseRef('BadRequest'),
        '422': linkInvalid,
      },
    },
  },
  '/users-app-delete': {
    post: {
      operationId: 'requestAccountDeletion',
      summary: 'Mail an account deletion code',
      description:
        'Mails a typed code that `PATCH /users-app-delete/{code}` takes. Keys: 400 `error.email`, `error.empty`; ' +
        `404 \`login.no_user\`. ${THROTTLED} ${MAIL_FAILED}`,
      tags: ['accounts'],
      security: [],
      requestBody: jsonBody(emailBody),
      responses: {
        '200': done('The code is on its way.'),
        '400': errorResponseRef('BadRequest'),
        '404': noUser('account'),
        ...mailAnswers,
      },
    },
  },
  '/users-app-delete/{code}': {
    patch: {
      operationId: 'deleteAccount',
      summary: 'Delete an account with its deletion code',
      description:
        'Moves the account to the trash; its codes are gone and every session ends. Keys: 400 `error.email`, ' +
        '`error.empty`; 422 `login.delete_code_not_found` (a wrong code or email; a miss counts toward the end ' +
        'of the code).',
      tags: ['accounts'],
      security: [],
      parameters: [codeParameter(codeParams.properties.code, 'The typed code from the deletion mail.')],
      requestBody: jsonBody(emailBody),
      responses: {
        '200': done('The account is in the trash.'),
        '400': errorResponseRef('BadRequest'),
        '422': refusal('No deletion was asked for with this code and email: `login.delete_code_not_found`.'),
      },
    },
  },
};

/**
 * `POST {users api}/{id}/activation` (server/routes/user-activation.ts) under the users resource's
 * API path; the server answers it only where the registry has `users/users`.
 */
export function userActivationPaths(usersApi: string): Record<string, PathItem> {
  return {
    [`${usersApi}/{id}/activation`]: {
      post: {
        operationId: 'sendUserActivation',
        summary: 'Activate a user and mail a set-password link',
        description:
          'Staff with the right to update users activate an account and mail the user (German subject) a link to ' +
          '`/auth/set-password/{code}`, valid 7 days, that `PATCH /registration/{code}` takes. Sending again ends ' +
          'the earlier link. Not throttled. Keys: 409 `login.user_has_account` (active, with a password). ' +
          MAIL_FAILED,
        tags: ['accounts'],
        parameters: [
          {
            name: 'id',
            in: 'path',
            required: true,
            description: "The user's `id_users`; a value that is no such id answers 404.",
            schema: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
          },
        ],
        responses: {
          '200': done('The user is active and the mail is on its way.'),
          '401': errorResponseRef('NotAuthenticated'),
          '403': errorResponseRef('Forbidden'),
          '404': errorResponseRef('NotFound'),
          '409': refusal('The user is active and has a password: `login.user_has_account`.'),
          '502': errorResponseRef('BadGateway'),
        },
      },
    },
  };
}

const STORED_NAME_PATTERN = '^[a-f0-9]{32}\\.(png|jpg|gif|webp)$';
const binary: SchemaObject = { type: 'string', format: 'binary' };

const uploadPaths: Record<string, PathItem> = {
  '/uploads': {
    post: {
      operationId: 'uploadImage',
      summary: 'Upload an image',
      description:
        `A PNG, JPEG, GIF or WebP image of at most ${MAX_UPLOAD_BYTES} bytes in the multipart field \`file\`, ` +
        'recognised by its content (not by its name or claimed type; SVG is refused). It is stored under a random ' +
        'name. Keys: 400 `error.empty` (no file in `file`), `error.invalid` (the body ends inside the file); 413 ' +
        '`error.upload_size` (`params.max`; nothing is stored, however the file arrives; another form ' +
        'field before the file answers 413 without a key); 415 `error.upload_type` (not multipart, or not one of ' +
        'the image types: `params.types`; a body type the server cannot read at all answers 415 without a key, ' +
        'before the token is checked).',
      tags: ['uploads'],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: { file: { ...binary, description: 'The image; only the first file is read.' } },
            },
            encoding: { file: { contentType: IMAGE_TYPES.join(', ') } },
          },
        },
      },
      responses: {
        '201': {
          description: 'Stored.',
          content: json({
            type: 'object',
            required: ['name', 'url', 'contentType', 'size'],
            properties: {
              name: { type: 'string', pattern: STORED_NAME_PATTERN },
              url: {
                type: 'string',
                description: 'Where `GET /uploads/{name}` serves it: `/api/uploads/{name}`.',
                examples: ['/api/uploads/0123456789abcdef0123456789abcdef.png'],
              },
              contentType: { enum: IMAGE_TYPES },
              size: { type: 'integer', minimum: 1, description: 'In bytes.' },
            },
          }),
        },
        '400': errorResponseRef('BadRequest'),
        '401': errorResponseRef('NotAuthenticated'),
        '413': errorResponseRef('PayloadTooLarge'),
        '415': errorResponseRef('UnsupportedMediaType'),
      },
    },
  },
  '/uploads/{name}': {
    get: {
      operationId: 'getUpload',
      summary: 'An uploaded image',
      description:
        'Needs no token (an `<img>` sends none; names are 128 random bits). Served with its stored type, ' +
        '`X-Content-Type-Options: nosniff`, `Content-Disposition: inline; filename="{name}"` and ' +
        '`Cache-Control: public, max-age=31536000, immutable`.',
      tags: ['uploads'],
      security: [],
      parameters: [
        {
          name: 'name',
          in: 'path',
          required: true,
          description: 'The `name` the upload answered; any other name answers 404.',
          schema: { type: 'string', pattern: STORED_NAME_PATTERN },
        },
      ],
      responses: {
        '200': {
          description: 'The image as uploaded.',
          content: Object.fromEntries(IMAGE_TYPES.map((type) => [type, { schema: binary }])),
        },
        '404': errorResponseRef('NotFound'),
      },
    },
  },
};

/** The account and upload calls; the activation call follows the users resource (userActivationPaths). */
export const accountPaths: Record<string, PathItem> = {
  ...registrationPaths,
  ...passwordResetPaths,
  ...closingPaths,
  ...uploadPaths,
};

const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];
const operationsOf = (paths: Record<string, PathItem>): OperationObject[] =>
  Object.values(paths).flatMap((item) => METHODS.flatMap((method) => item[method] ?? []));

/** The operationIds of the calls above; resources may not reuse them. */
export const ACCOUNT_OPERATION_IDS = operationsOf({ ...accountPaths, ...userActivationPaths('/users') }).map(
  (operation) => operation.operationId,
);
