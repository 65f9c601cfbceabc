import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { issueCode, redeemLinkCode, redeemTypedCode } from '../accounts/account-codes.ts';
import { findAccount } from '../accounts/account-lookup.ts';
import type { AccountMailer } from '../accounts/account-mailer.ts';
import { accountError, linkInvalid, noUser } from '../accounts/account-rules.ts';
import { throttleMail } from '../accounts/mail-throttle.ts';
import { revokeSessions } from '../../../auth/refresh-tokens.ts';
import type { Tables } from '../../../db/tables.ts';
import { codeParams, emailBody } from '../../../openapi/account-bodies.ts';

const DELETE_CODE_MINUTES = 30;

/**
 * A user closes their own account: `PATCH /users-disable/{code}` (the link in every reset and
 * registration mail) locks it; `POST /users-app-delete` mails a typed code and `PATCH
 * /users-app-delete/{code}` with the email moves the account to the trash. Both end every session.
 */
export function accountClosingRoutes(app: FastifyInstance, db: Kysely<Tables>, mails: AccountMailer) {
  app.patch<{ Params: { code: string } }>(
    '/users-disable/:code',
    { schema: { params: codeParams } },
    async (request) => {
      const disabled = await db.transaction().execute(async (trx) => {
        const userId = await redeemLinkCode(trx, 'disable', request.params.code);
        if (userId === undefined) return false;
        await trx
          .updateTable('users')
          .set({ isActive: false, updated_at: sql`now()` })
          .where('id_users', '=', userId)
          .execute();
        // Every other code of the user (a reset link, a registration code) dies with the access.
        await trx.deleteFrom('account_code').where('id_users', '=', userId).execute();
        await revokeSessions(trx, userId);
        return true;
      });
      if (!disabled) throw linkInvalid();
      return { success: true };
    },
  );

  app.post<{ Body: { email: string } }>('/users-app-delete', { schema: { body: emailBody } }, async (request) => {
    await throttleMail(db, request.body.email, request.ip);
    const account = await findAccount(db, request.body.email);
    if (!account) throw noUser();
    const mail = await mails.forRequest(request);
    await db.transaction().execute(async (trx) => {
      const code = await issueCode(trx, account.id_users, {
        purpose: 'delete',
        form: 'typed',
        validMinutes: DELETE_CODE_MINUTES,
      });
      await mail.send(account.email, 'delete-code', { code });
    });
    return { success: true };
  });

  app.patch<{ Params: { code: string }; Body: { email: string } }>(
    '/users-app-delete/:code',
    { schema: { params: codeParams, body: emailBody } },
    async (request) => {
      const account = await findAccount(db, request.body.email);
      const deleted =
        account !== undefined &&
        (await db.transaction().execute(async (trx) => {
          if (!(await redeemTypedCode(trx, account.id_users, 'delete', request.params.code))) return false;
          await trx
            .updateTable('users')
            .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
            .where('id_users', '=', account.id_users)
            .execute();
          await trx.deleteFrom('account_code').where('id_users', '=', account.id_users).execute();
          await revokeSessions(trx, account.id_users);
          return true;
        }));
      // A miss is committed first: it counts toward the code's end.
      if (!deleted)
        throw accountError('Unprocessable', 'No account deletion was asked for with this code', {
          field: 'code',
          key: 'login.delete_code_not_found',
        });
      return { success: true };
    },
  );
}
