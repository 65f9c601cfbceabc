import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { issueCode, redeemLinkCode, redeemTypedCode } from '../accounts/account-codes.ts';
import { findAccount, type AccountRow } from '../accounts/account-lookup.ts';
import type { AccountMailer, RequestMailer } from '../accounts/account-mailer.ts';
import {
  accountError,
  codeIncorrect,
  linkInvalid,
  maskEmail,
  noUser,
  requireMatchingPasswords,
} from '../accounts/account-rules.ts';
import { throttleMail } from '../accounts/mail-throttle.ts';
import { hashPassword } from '../../../auth/passwords.ts';
import { revokeSessions } from '../../../auth/refresh-tokens.ts';
import type { Tables } from '../../../db/tables.ts';
import {
  codeParams,
  confirmationBody,
  emailBody,
  processRegistrationBody,
  registrationBody,
} from '../../../openapi/account-bodies.ts';

const REGISTRATION_CODE_MINUTES = 30;
const DISABLE_LINK_MINUTES = 24 * 60;

interface Registration {
  email: string;
  password: string;
  password_confirmation: string;
  firstname: string;
  lastname: string;
  language?: string;
}
interface ProcessRegistration {
  processNumber: string;
  password: string;
  password_confirmation: string;
}

/** Why an address cannot be registered again, as the spec's login texts say. */
function refuseExisting(account: AccountRow): never {
  if (account.isActive && account.hasPassword)
    throw accountError(
      'Conflict',
      account.driver ? 'A driver already has an account with this email' : 'This user already has an account',
      { field: 'email', key: account.driver ? 'login.driver_has_account' : 'login.user_has_account' },
    );
  throw accountError('Conflict', 'This user exists already', { field: 'email', key: 'login.user_exists' });
}

/**
 * Self-service registration (spec 2 §7): `POST /registration` and `POST /registration-process`
 * (by booking number) create an inactive account and mail a typed code; `PATCH
 * /registration/{code}` activates it with that code and the email, or, with a link code from an
 * activation mail, sets the first password of an account staff created. `POST
 * /restart-registration` mails a new code. Mail and account are one transaction: when the mail
 * cannot be sent, nothing is kept.
 */
export function registrationRoutes(app: FastifyInstance, db: Kysely<Tables>, mails: AccountMailer) {
  async function mailRegistrationCode(trx: Kysely<Tables>, mail: RequestMailer, userId: number, email: string) {
    const code = await issueCode(trx, userId, {
      purpose: 'registration',
      form: 'typed',
      validMinutes: REGISTRATION_CODE_MINUTES,
    });
    const disable = await issueCode(trx, userId, {
      purpose: 'disable',
      form: 'link',
      validMinutes: DISABLE_LINK_MINUTES,
    });
    const query = new URLSearchParams({ email, code });
    await mail.send(email, 'registration-code', {
      code,
      link: mail.link(`/auth/signup?${query.toString()}`),
      disableLink: mail.link(`/auth/disable/${disable}`),
    });
  }

  async function register(
    request: FastifyRequest,
    account: { email: string; password: string; firstname: string | null; lastname: string | null; card?: number },
  ) {
    await throttleMail(db, account.email, request.ip);
    const existing = await findAccount(db, account.email);
    if (existing) refuseExisting(existing);
    const passwordHash = await hashPassword(account.password);
    const mail = await mails.forRequest(request);
    await db.transaction().execute(async (trx) => {
      const { id_users } = await trx
        .insertInto('users')
        .values({
          email: account.email.trim(),
          password: passwordHash,
          firstname: account.firstname,
          lastname: account.lastname,
          id_vc_card: account.card ?? null,
          isActive: false,
          // Who registers themself does so in the travellers' app.
          app_user: true,
        })
        .returning('id_users')
        .executeTakeFirstOrThrow();
      await mailRegistrationCode(trx, mail, id_users, account.email.trim());
    });
  }

  app.post<{ Body: Registration }>('/registration', { schema: { body: registrationBody } }, async (request, reply) => {
    const body = request.body;
    requireMatchingPasswords(body);
    await register(request, body);
    return reply.code(201).send({ success: true, email: body.email.trim() });
  });

  app.post<{ Body: ProcessRegistration }>(
    '/registration-process',
    { schema: { body: processRegistrationBody } },
    async (request, reply) => {
      const body = request.body;
      requireMatchingPasswords(body);
      const booking = await db
        .selectFrom('pc_process as process')
        .leftJoin('vc_card as card', 'card.id_vc_card', 'process.vc_card_booker')
        .select(['card.id_vc_card', 'card.firstname', 'card.lastname', 'card.contacts'])
        .where('process.number', '=', body.processNumber.trim())
        .executeTakeFirst();
      if (!booking)
        throw accountError('NotFound', 'No process has this number', {
          field: 'processNumber',
          key: 'login.process_not_found',
        });
      const email = (booking.contacts ?? []).find(
        (entry) => entry.id_vc_field_type === 1 && entry.value.trim() !== '',
      )?.value;
      if (!email || booking.id_vc_card === null)
        throw accountError('Unprocessable', 'The process has no email address', {
          field: 'processNumber',
          key: 'login.process_no_email',
        });
      await register(request, {
        email,
        password: body.password,
        firstname: booking.firstname,
        lastname: booking.lastname,
        card: booking.id_vc_card,
      });
      return reply.code(201).send({ success: true, email: maskEmail(email) });
    },
  );

  app.post<{ Body: { email: string } }>('/restart-registration', { schema: { body: emailBody } }, async (request) => {
    await throttleMail(db, request.body.email, request.ip);
    const account = await findAccount(db, request.body.email);
    if (!account) throw noUser();
    if (account.isActive) refuseExisting(account);
    const mail = await mails.forRequest(request);
    await db.transaction().execute((trx) => mailRegistrationCode(trx, mail, account.id_users, account.email));
    return { success: true };
  });

  app.patch<{ Params: { code: string }; Body: { email?: string; password?: string; password_confirmation?: string } }>(
    '/registration/:code',
    {
      schema: {
        body: confirmationBody,
        params: codeParams,
      },
    },
    async (request) => {
      const { code } = request.params;
      const body = request.body;
      if (body.email !== undefined) {
        const account = await findAccount(db, body.email);
        const activated =
          account !== undefined &&
          (await db.transaction().execute(async (trx) => {
            if (!(await redeemTypedCode(trx, account.id_users, 'registration', code))) return false;
            await trx
              .updateTable('users')
              .set({ isActive: true, updated_at: sql`now()` })
              .where('id_users', '=', account.id_users)
              .execute();
            return true;
          }));
        // A miss is committed first: it counts toward the code's end.
        if (!activated || !account) throw codeIncorrect();
        return { success: true, email: account.email };
      }

      const password = { password: body.password ?? '', password_confirmation: body.password_confirmation ?? '' };
      requireMatchingPasswords(password);
      const passwordHash = await hashPassword(password.password);
      const email = await db.transaction().execute(async (trx) => {
        const userId = await redeemLinkCode(trx, 'activation', code);
        if (userId === undefined) return undefined;
        const user = await trx
          .updateTable('users')
          .set({ password: passwordHash, isActive: true, updated_at: sql`now()` })
          .where('id_users', '=', userId)
          .where('deleted_at', 'is', null)
          .returning('email')
          .executeTakeFirst();
        await revokeSessions(trx, userId);
        return user?.email;
      });
      if (!email) throw linkInvalid();
      return { success: true, email };
    },
  );
}
