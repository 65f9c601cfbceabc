import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { issueCode, redeemLinkCode } from '../accounts/account-codes.ts';
import { findAccount } from '../accounts/account-lookup.ts';
import type { AccountMailer } from '../accounts/account-mailer.ts';
import { linkInvalid, noUser, requireMatchingPasswords } from '../accounts/account-rules.ts';
import { throttleMail } from '../accounts/mail-throttle.ts';
import { hashPassword } from '../../../auth/passwords.ts';
import { revokeSessions } from '../../../auth/refresh-tokens.ts';
import type { Tables } from '../../../db/tables.ts';
import { codeParams, emailBody, newPasswordBody } from '../../../openapi/account-bodies.ts';

const RESET_LINK_MINUTES = 24 * 60;

/**
 * Forgotten passwords: `POST /password-reset` mails a link to `/auth/reset-page/{code}` (with a
 * link to disable the account, for a reset the user did not ask for); `PATCH
 * /password-reset/{code}` sets the new password and ends every session of the user.
 */
export function passwordResetRoutes(app: FastifyInstance, db: Kysely<Tables>, mails: AccountMailer) {
  app.post<{ Body: { email: string } }>('/password-reset', { schema: { body: emailBody } }, async (request) => {
    await throttleMail(db, request.body.email, request.ip);
    const account = await findAccount(db, request.body.email);
    if (!account?.isActive) throw noUser();
    const mail = await mails.forRequest(request);
    await db.transaction().execute(async (trx) => {
      const code = await issueCode(trx, account.id_users, {
        purpose: 'password-reset',
        form: 'link',
        validMinutes: RESET_LINK_MINUTES,
      });
      const disable = await issueCode(trx, account.id_users, {
        purpose: 'disable',
        form: 'link',
        validMinutes: RESET_LINK_MINUTES,
      });
      await mail.send(account.email, 'password-reset', {
        link: mail.link(`/auth/reset-page/${code}`),
        disableLink: mail.link(`/auth/disable/${disable}`),
      });
    });
    return { success: true };
  });

  app.patch<{ Params: { code: string }; Body: { password: string; password_confirmation: string } }>(
    '/password-reset/:code',
    { schema: { params: codeParams, body: newPasswordBody } },
    async (request) => {
      requireMatchingPasswords(request.body);
      const passwordHash = await hashPassword(request.body.password);
      const email = await db.transaction().execute(async (trx) => {
        const userId = await redeemLinkCode(trx, 'password-reset', request.params.code);
        if (userId === undefined) return undefined;
        const user = await trx
          .updateTable('users')
          .set({ password: passwordHash, updated_at: sql`now()` })
          .where('id_users', '=', userId)
          .where('deleted_at', 'is', null)
          .where('isActive', '=', true)
          .returning('email')
          .executeTakeFirst();
        if (user) await revokeSessions(trx, userId);
        return user?.email;
      });
      if (!email) throw linkInvalid();
      return { success: true, email };
    },
  );
}
