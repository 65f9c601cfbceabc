import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../../registry/types.ts';
import { issueCode } from '../accounts/account-codes.ts';
import type { AccountMailer } from '../accounts/account-mailer.ts';
import { accountError } from '../accounts/account-rules.ts';
import type { Tables } from '../../../db/tables.ts';
import { notFound } from '../../../errors.ts';
import { authorize } from '../../../permissions/authorize.ts';
import { refuseProtectedRecord } from '../../../permissions/field-rules.ts';
import type { SignedInUser } from '../../../users/signed-in-user.ts';

const ACTIVATION_LINK_MINUTES = 7 * 24 * 60;

/**
 * `POST {users api}/{id}/activation`: staff activate an account created without rights and mail
 * the user a link to set a password (spec 1 §4: "activated later, with an activation mail that
 * can be resent"). Sending again ends the earlier link. Needs the right to update users.
 */
export function userActivationRoute(
  app: FastifyInstance,
  db: Kysely<Tables>,
  users: ResourceDefinition,
  authenticate: preHandlerAsyncHookHandler,
  mails: AccountMailer,
) {
  app.post<{ Params: { id: string } }>(
    `${users.api}/:id/activation`,
    { preHandler: authenticate, schema: { params: { type: 'object', properties: { id: { type: 'string' } } } } },
    async (request) => {
      const user = request.user as SignedInUser;
      authorize({ user, resource: users, action: 'update' });
      const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : undefined;
      const account =
        id === undefined
          ? undefined
          : await db
              .selectFrom('users')
              .select(['id_users', 'email', 'firstname', 'lastname', 'isActive', 'password', 'id_roles'])
              .where('id_users', '=', id)
              .where('deleted_at', 'is', null)
              .executeTakeFirst();
      if (!account) throw notFound();
      // Activating sets who may choose the password: an account whose role the caller could not grant is not theirs.
      await refuseProtectedRecord(db, { user, resource: users }, account);
      if (account.isActive && account.password !== null)
        throw accountError('Conflict', 'This user already has an account', { key: 'login.user_has_account' });

      const mail = await mails.forRequest(request);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ isActive: true, updated_at: sql`now()`, updated_by: user.id_users })
          .where('id_users', '=', account.id_users)
          .execute();
        const code = await issueCode(trx, account.id_users, {
          purpose: 'activation',
          form: 'link',
          validMinutes: ACTIVATION_LINK_MINUTES,
        });
        const disable = await issueCode(trx, account.id_users, {
          purpose: 'disable',
          form: 'link',
          validMinutes: ACTIVATION_LINK_MINUTES,
        });
        await mail.send(account.email, 'activation', {
          name: [account.firstname, account.lastname].filter(Boolean).join(' ') || account.email,
          link: mail.link(`/auth/set-password/${code}`),
          disableLink: mail.link(`/auth/disable/${disable}`),
        });
      });
      return { success: true };
    },
  );
}
