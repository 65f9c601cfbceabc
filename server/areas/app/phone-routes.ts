import type { FastifyInstance } from 'fastify';
import { LANGUAGE_CODES } from '../../../domain/language-codes.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import { jsonAnswer, refusal } from '../../openapi/route-description.ts';
import { authorizeRight } from '../../permissions/authorize.ts';
import { readSetting } from '../../settings/read-setting.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { companyData } from '../users/accounts/account-mailer.ts';
import type { AppContext } from './app-context.ts';
import { deliverCode, firstChannel } from './phone-code-delivery.ts';
import { newPhoneCode } from './phone-code.ts';
import { codeLanguage } from './phone-code-texts.ts';
import { bookCodeSend } from './phone-send-limit.ts';
import { confirmCode, phoneState, storeCode, verifiableMobile } from './phone-verification.ts';

const PHONE_PATH = '/phone-verification';
const CONFIRM_PATH = '/phone-verification/confirm';
export const phoneApiPaths: readonly string[] = [PHONE_PATH, CONFIRM_PATH];

/** Reading one's number needs the profile's read right, sending and confirming a code its update right. */
const READ_RIGHT = 'myprofile-read';
const UPDATE_RIGHT = 'myprofile-update';

export const phoneCodeRequestBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    language: {
      type: 'string',
      enum: LANGUAGE_CODES,
      description: 'The console language: the code goes out in German for `de`, in English for any other.',
    },
  },
} as const;

export const phoneCodeConfirmBody = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: { code: { type: 'string', pattern: '^[0-9]{6}$' } },
} as const;

const stateSchema = {
  type: 'object',
  required: ['mobile', 'phone_verified', 'verified_at', 'code_valid_until'],
  properties: {
    mobile: { type: ['string', 'null'] },
    phone_verified: { type: 'boolean' },
    verified_at: { type: ['string', 'null'], format: 'date-time' },
    code_valid_until: { type: ['string', 'null'], format: 'date-time' },
  },
};

const tooMany = refusal(
  'A code went to this number less than `sms_min_interval_seconds` ago (`app.errors.verification_too_soon`) or ' +
    '`sms_max_per_hour_per_number` codes went to it within the hour (`app.errors.verification_too_many`); ' +
    '`Retry-After` and the key’s `seconds` say how long to wait.',
);

/**
 * The verification of the signed-in user's mobile number (spec 1 §3 User, §9 SMS settings): a
 * six-digit code sent by SMS through Twilio, or by mail instead, typed back to mark the number verified.
 */
export function phoneRoutes(app: FastifyInstance, { db, authenticate, resources, services, tenants }: AppContext) {
  const profile = resources['app/my-notifications'];
  const tags = [profile.name];
  const signedIn = (user: unknown, right: string) => {
    authorizeRight(user as SignedInUser, right);
    return user as SignedInUser;
  };

  app.get(
    PHONE_PATH,
    {
      preHandler: authenticate,
      schema: { querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'phoneVerificationState',
          summary: 'My mobile number and whether it is verified',
          description:
            'The signed-in user’s mobile number, whether it is verified and since when, and until when an open code holds.',
          tags,
          rights: [{ resource: profile, right: READ_RIGHT }],
          answers: () => ({ '200': jsonAnswer('The number’s state.', stateSchema) }),
        },
      },
    },
    async (request) => {
      const user = signedIn(request.user, READ_RIGHT);
      const { email: _email, ...state } = await phoneState(db, user.id_users);
      return state;
    },
  );

  app.post<{ Body: { language?: string } }>(
    PHONE_PATH,
    {
      preHandler: authenticate,
      // The body is optional: a call without one is checked as `{}`.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { querystring: NO_QUERY, body: phoneCodeRequestBody },
      config: {
        openapi: {
          operationId: 'sendPhoneVerificationCode',
          summary: 'Send a code to verify my mobile number',
          description:
            'Sends a six-digit code, valid for 10 minutes, to the signed-in user’s `mobile`: by SMS when `sms_enabled`; ' +
            'by mail when SMS is off or fails and `fallback_to_email` is on; in `dev_mode` only into the server log. ' +
            'A new code makes the one before void. `channel` says which way it went; the code is never answered.',
          tags,
          rights: [{ resource: profile, right: UPDATE_RIGHT }],
          answers: () => ({
            '200': jsonAnswer('The code is on its way.', {
              type: 'object',
              required: ['channel', 'mobile', 'code_valid_until'],
              properties: {
                channel: { type: 'string', enum: ['sms', 'email', 'log'] },
                mobile: { type: 'string', description: 'The number in E.164 the code is for.' },
                code_valid_until: { type: 'string', format: 'date-time' },
              },
            }),
            '409': refusal('Codes are sent neither by SMS nor by mail: `app.errors.verification_unavailable`.'),
            '422': refusal(
              'The profile has no mobile number (`app.errors.verification_no_mobile`) or none that can be dialled ' +
                '(`app.errors.verification_mobile_invalid`).',
            ),
            '429': tooMany,
            '503': refusal('Neither the SMS nor the mail could be sent: `app.errors.verification_send_failed`.'),
          }),
        },
      },
    },
    async (request) => {
      const user = signedIn(request.user, UPDATE_RIGHT);
      const state = await phoneState(db, user.id_users);
      const mobile = verifiableMobile(state.mobile);
      const settings = {
        sms_enabled: await readSetting(db, 'sms_enabled'),
        dev_mode: await readSetting(db, 'dev_mode'),
        fallback_to_email: await readSetting(db, 'fallback_to_email'),
      };
      firstChannel(settings);
      await bookCodeSend(db, mobile, {
        minIntervalSeconds: await readSetting(db, 'sms_min_interval_seconds'),
        maxPerHour: await readSetting(db, 'sms_max_per_hour_per_number'),
      });
      const code = newPhoneCode();
      const validUntil = await storeCode(db, user.id_users, code);
      const tenant = (await tenants.forHost(request.hostname))?.tenant ?? {};
      const channel = await deliverCode(
        { settings, sms: services.sms, mailer: services.mail, log: request.log },
        {
          userId: user.id_users,
          mobile,
          email: state.email,
          language: codeLanguage(request.body?.language),
          company: companyData(tenant),
        },
        code,
      );
      return { channel, mobile, code_valid_until: validUntil };
    },
  );

  app.post<{ Body: { code: string } }>(
    CONFIRM_PATH,
    {
      preHandler: authenticate,
      schema: { querystring: NO_QUERY, body: phoneCodeConfirmBody },
      config: {
        openapi: {
          operationId: 'confirmPhoneVerificationCode',
          summary: 'Confirm my mobile number with the code',
          description:
            'The right code marks the mobile number verified (`phone_verified`, `verified_at`) and is used up. ' +
            'A wrong one is counted; the fifth wrong one makes the code void.',
          tags,
          rights: [{ resource: profile, right: UPDATE_RIGHT }],
          answers: () => ({
            '200': jsonAnswer('The number is verified.', stateSchema),
            '422': refusal(
              'The code is wrong (`app.errors.verification_code_wrong`, `left`: the tries left) or no longer valid: ' +
                'expired, void after five wrong ones, or none sent (`app.errors.verification_code_expired`).',
            ),
          }),
        },
      },
    },
    async (request) => {
      const user = signedIn(request.user, UPDATE_RIGHT);
      await confirmCode(db, user.id_users, request.body.code);
      const { email: _email, ...state } = await phoneState(db, user.id_users);
      return state;
    },
  );
}
