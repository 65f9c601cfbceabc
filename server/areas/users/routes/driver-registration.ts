import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../../registry/types.ts';
import type { Tables } from '../../../db/tables.ts';
import { emailSchema } from '../../../openapi/account-bodies.ts';
import { jsonAnswer, refusal } from '../../../openapi/route-description.ts';
import { ApiError, notFound } from '../../../errors.ts';
import { authorizeRight } from '../../../permissions/authorize.ts';
import { boundAgency } from '../../../permissions/bound-agency.ts';
import { mayGrant } from '../../../permissions/role-grants.ts';
import type { SignedInUser } from '../../../users/signed-in-user.ts';
import { issueCode } from '../accounts/account-codes.ts';
import { findAccount } from '../accounts/account-lookup.ts';
import type { AccountMailer } from '../accounts/account-mailer.ts';
import { accountError } from '../accounts/account-rules.ts';

export const DRIVER_REGISTRATION_PATH = '/registration-driver';
/** The role a registered driver gets (the demo roles' name for it), when there is one by that name. */
const DRIVER_ROLE = 'bus driver';
const ACTIVATION_LINK_MINUTES = 7 * 24 * 60;
const name = { type: 'string', minLength: 1, maxLength: 100 } as const;

export const driverRegistrationBody = {
  type: 'object',
  required: ['email', 'firstname', 'lastname'],
  additionalProperties: false,
  properties: {
    email: emailSchema,
    firstname: name,
    lastname: name,
    id_vc_card: {
      type: 'integer',
      minimum: 1,
      maximum: 2_147_483_647,
      description: 'The driver’s customer card; a new one when absent.',
    },
  },
} as const;

interface DriverRegistration {
  email: string;
  firstname: string;
  lastname: string;
  id_vc_card?: number;
}

/**
 * `POST /registration-driver` (spec 2 §7, customers): staff register a bus driver: an account with
 * the driver flag and the driver role, on the driver's card (a new card when none is named), and the
 * activation mail with the link to set a password. An address that has a driver's account already is
 * refused with `login.driver_has_account` (another account: `login.user_exists`). Account and mail are
 * one transaction. Needs `drivers-create`; agency staff register drivers on their agency's cards only.
 */
export function driverRegistrationRoute(
  app: FastifyInstance,
  db: Kysely<Tables>,
  users: ResourceDefinition,
  authenticate: preHandlerAsyncHookHandler,
  mails: AccountMailer,
) {
  app.post<{ Body: DriverRegistration }>(
    DRIVER_REGISTRATION_PATH,
    {
      preHandler: authenticate,
      schema: { body: driverRegistrationBody },
      config: {
        openapi: {
          operationId: 'registerDriver',
          summary: 'Register a bus driver',
          description:
            'Creates a driver account (driver flag, the `bus driver` role) for the email address on the named card ' +
            '(`id_vc_card`, else a new card with the name), and mails it the activation link to set a password. ' +
            'Refusals: `login.driver_has_account` (a driver has an account with this address), `login.user_exists` ' +
            '(another account has it); 403 `error.role_not_grantable` when the caller lacks a right of the `bus driver` role ' +
            '(a user grants only what they hold).',
          tags: [users.name],
          rights: [{ resource: users, right: 'drivers-create' }],
          answers: () => ({
            '201': jsonAnswer('The account was created and the mail sent.', {
              type: 'object',
              required: ['success', 'id_users', 'id_vc_card'],
              properties: {
                success: { const: true },
                id_users: { type: 'integer' },
                id_vc_card: { type: 'integer' },
              },
            }),
            '409': refusal('The address has an account: `login.driver_has_account` or `login.user_exists`.'),
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request, reply) => {
      const staff = request.user as SignedInUser;
      authorizeRight(staff, 'drivers-create');
      const { email: given, firstname, lastname, id_vc_card: cardId } = request.body;
      const email = given.trim();
      const existing = await findAccount(db, email);
      if (existing?.driver)
        throw accountError('Conflict', 'A driver already has an account with this email', {
          field: 'email',
          key: 'login.driver_has_account',
        });
      if (existing)
        throw accountError('Conflict', 'This user exists already', { field: 'email', key: 'login.user_exists' });
      const agencyId = boundAgency(staff);
      if (cardId !== undefined) {
        let card = db.selectFrom('vc_card').select('id_vc_card').where('id_vc_card', '=', cardId);
        if (agencyId !== null) card = card.where('agencyId', '=', agencyId);
        if (!(await card.executeTakeFirst())) throw notFound();
      }
      const role = await db
        .selectFrom('roles')
        .select(['id_roles', 'role', 'admin', 'access'])
        .where('role', '=', DRIVER_ROLE)
        .executeTakeFirst();
      // A user grants only what they hold: the driver role's rights too.
      if (role && !mayGrant(staff.permissions, role))
        throw new ApiError('Forbidden', 'You may not grant the driver role', {
          errors: [{ key: 'error.role_not_grantable', params: { role: DRIVER_ROLE } }],
        });
      const mail = await mails.forRequest(request);
      const created = await db.transaction().execute(async (trx) => {
        const card =
          cardId ??
          (
            await trx
              .insertInto('vc_card')
              .values({ name: `${firstname} ${lastname}`, firstname, lastname, agencyId, created_by: staff.id_users })
              .returning('id_vc_card')
              .executeTakeFirstOrThrow()
          ).id_vc_card;
        const { id_users } = await trx
          .insertInto('users')
          .values({
            email,
            firstname,
            lastname,
            driver: true,
            isActive: true,
            id_roles: role?.id_roles ?? null,
            id_vc_card: card,
            created_by: staff.id_users,
          })
          .returning('id_users')
          .executeTakeFirstOrThrow();
        const code = await issueCode(trx, id_users, {
          purpose: 'activation',
          form: 'link',
          validMinutes: ACTIVATION_LINK_MINUTES,
        });
        const disable = await issueCode(trx, id_users, {
          purpose: 'disable',
          form: 'link',
          validMinutes: ACTIVATION_LINK_MINUTES,
        });
        await mail.send(email, 'activation', {
          name: `${firstname} ${lastname}`,
          link: mail.link(`/auth/set-password/${code}`),
          disableLink: mail.link(`/auth/disable/${disable}`),
        });
        return { id_users, id_vc_card: card };
      });
      return reply.code(201).send({ success: true, ...created });
    },
  );
}
