import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp.ts';

// The verification of an app user's mobile number: the code by SMS through the Twilio emulator, by
// mail from the catcher when SMS is off or fails, the limits per number, wrong and expired codes, and rights.

let api: TestApp;
let appToken: string;
let appUserId: number;
beforeAll(async () => {
  api = await createTestApp();
  appToken = await api.signIn('app@demo.local');
  appUserId = (
    await api.database.db
      .selectFrom('users')
      .select('id_users')
      .where('email', '=', 'app@demo.local')
      .executeTakeFirstOrThrow()
  ).id_users;
});
afterAll(() => api.close());

const db = () => api.database.db;
let numberCount = 0;
/** A number of its own for each test, so that the limits per number of one test do not reach the next. */
async function giveMobile(mobile?: string) {
  numberCount += 1;
  const number = mobile ?? `0151 ${String(2_000_000 + numberCount)}`;
  await db()
    .updateTable('users')
    .set({ mobile: number, phone_verified: false, verified_at: null, phone_code_hash: null, code_valid_until: null })
    .where('id_users', '=', appUserId)
    .execute();
  return `+49151${String(2_000_000 + numberCount)}`;
}

async function setSetting(key: string, value: string | number | boolean) {
  await db()
    .insertInto('sys_settings')
    .values({ key, value: String(value) })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: String(value) }))
    .execute();
}

const sendCode = (body: object = {}, token = appToken) =>
  api.injectAs(token, { method: 'POST', url: '/api/phone-verification', payload: body });
const confirm = (code: string, token = appToken) =>
  api.injectAs(token, { method: 'POST', url: '/api/phone-verification/confirm', payload: { code } });
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const appUserEmail = 'app@demo.local';

beforeEach(async () => {
  await setSetting('sms_enabled', false);
  await setSetting('dev_mode', false);
  await setSetting('fallback_to_email', true);
  await setSetting('sms_min_interval_seconds', 60);
  await setSetting('sms_max_per_hour_per_number', 5);
  api.sms.reset();
  api.sms.clear();
  api.mails.clear();
  await fetch(`${api.mails.httpUrl}/fail`, { method: 'DELETE' });
});

describe('by SMS', () => {
  it('sends a six-digit code to the mobile in E.164, which verifies the number once', async () => {
    await setSetting('sms_enabled', true);
    const number = await giveMobile();
    const sent = await sendCode();
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ channel: 'sms', mobile: number, code_valid_until: expect.any(String) });
    expect(sent.body).not.toMatch(/\b\d{6}\b/);
    const validFor = Date.parse(sent.json().code_valid_until) - Date.now();
    expect(validFor).toBeGreaterThan(8 * 60_000);
    expect(validFor).toBeLessThanOrEqual(10 * 60_000);

    const [sms] = api.sms.messages();
    expect(sms).toMatchObject({ to: number, from: 'Reisen', status: 'sent' });
    expect(sms?.body).toContain('Bestätigungscode');
    expect(api.mails.messages()).toEqual([]);
    const stored = await db()
      .selectFrom('users')
      .select('phone_code_hash')
      .where('id_users', '=', appUserId)
      .executeTakeFirstOrThrow();
    expect(stored.phone_code_hash).not.toContain(codeIn(sms!.body));

    const confirmed = await confirm(codeIn(sms!.body));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      phone_verified: true,
      verified_at: expect.any(String),
      code_valid_until: null,
    });
    const state = await api.injectAs(appToken, { method: 'GET', url: '/api/phone-verification' });
    expect(state.json()).toMatchObject({ phone_verified: true, mobile: expect.stringContaining('0151') });
    const again = await confirm(codeIn(sms!.body));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0].key).toBe('app.errors.verification_code_expired');
  });

  it('goes by mail when the SMS fails and fallback_to_email is on, else is a 503', async () => {
    await setSetting('sms_enabled', true);
    await giveMobile();
    api.sms.failNext(1, '21610');
    const fallen = await sendCode();
    expect(fallen.statusCode, fallen.body).toBe(200);
    expect(fallen.json().channel).toBe('email');
    const [mail] = api.mails.messages();
    expect(mail?.to).toEqual([appUserEmail]);
    expect((await confirm(codeIn(mail!.text))).statusCode).toBe(200);

    await setSetting('fallback_to_email', false);
    await giveMobile();
    api.mails.clear();
    api.sms.failNext(1, 'error');
    const failed = await sendCode();
    expect(failed.statusCode).toBe(503);
    expect(failed.json().errors[0].key).toBe('app.errors.verification_send_failed');
    expect(api.mails.messages()).toEqual([]);
  });
});

describe('by mail', () => {
  it('goes by mail while SMS is off, in German, or in English for another console language', async () => {
    await giveMobile();
    // without a body at all, as an app may send it
    const german = await api.injectAs(appToken, { method: 'POST', url: '/api/phone-verification' });
    expect(german.statusCode, german.body).toBe(200);
    expect(german.json().channel).toBe('email');
    expect(api.sms.messages()).toEqual([]);
    const [mail] = api.mails.messages();
    expect(mail?.subject).toBe('Ihr Code zur Bestätigung Ihrer Mobilnummer');
    expect(mail?.text).toMatch(/\b\d{6}\b/);

    await giveMobile();
    api.mails.clear();
    await sendCode({ language: 'fr' });
    expect(api.mails.messages()[0]?.subject).toBe('Your code to verify your mobile number');
  });

  it('is a 503 when the mail is refused too', async () => {
    await giveMobile();
    await fetch(`${api.mails.httpUrl}/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: appUserEmail }),
    });
    const failed = await sendCode();
    expect(failed.statusCode).toBe(503);
    expect(failed.json().errors[0].key).toBe('app.errors.verification_send_failed');
  });

  it('is a 409 when neither SMS nor mail may carry it, and counts no send', async () => {
    await setSetting('fallback_to_email', false);
    await giveMobile();
    const refused = await sendCode();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].key).toBe('app.errors.verification_unavailable');
    await setSetting('fallback_to_email', true);
    expect((await sendCode()).statusCode).toBe(200);
  });
});

describe('dev mode', () => {
  it('sends nothing and answers no code: the code is in the server log only', async () => {
    await setSetting('sms_enabled', true);
    await setSetting('dev_mode', true);
    await giveMobile();
    const sent = await sendCode();
    expect(sent.statusCode).toBe(200);
    expect(sent.json().channel).toBe('log');
    expect(sent.body).not.toMatch(/\b\d{6}\b/);
    expect(api.sms.messages()).toEqual([]);
    expect(api.mails.messages()).toEqual([]);
  });
});

describe('limits per number', () => {
  it('sends no second code within the minimum interval: 429 with Retry-After', async () => {
    await giveMobile();
    expect((await sendCode()).statusCode).toBe(200);
    const soon = await sendCode();
    expect(soon.statusCode).toBe(429);
    expect(soon.json().errors[0]).toMatchObject({
      key: 'app.errors.verification_too_soon',
      params: { seconds: expect.any(Number) },
    });
    const wait = Number(soon.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(api.mails.messages()).toHaveLength(1);
  });

  it('sends at most the hour’s maximum to one number', async () => {
    await setSetting('sms_min_interval_seconds', 0);
    await setSetting('sms_max_per_hour_per_number', 2);
    await giveMobile();
    expect((await sendCode()).statusCode).toBe(200);
    expect((await sendCode()).statusCode).toBe(200);
    const third = await sendCode();
    expect(third.statusCode).toBe(429);
    expect(third.json().errors[0].key).toBe('app.errors.verification_too_many');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(60);
  });
});

describe('the code', () => {
  it('is void after five wrong ones, telling how many tries are left', async () => {
    await giveMobile();
    await sendCode();
    const code = codeIn(api.mails.messages()[0]!.text);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const first = await confirm(wrongCode);
    expect(first.statusCode).toBe(422);
    expect(first.json().errors[0]).toMatchObject({ key: 'app.errors.verification_code_wrong', params: { left: 4 } });
    for (let count = 2; count <= 5; count += 1) expect((await confirm(wrongCode)).statusCode).toBe(422);
    const right = await confirm(code);
    expect(right.statusCode).toBe(422);
    expect(right.json().errors[0].key).toBe('app.errors.verification_code_expired');
  });

  it('holds ten minutes', async () => {
    await giveMobile();
    await sendCode();
    const code = codeIn(api.mails.messages()[0]!.text);
    await db()
      .updateTable('users')
      .set({ code_valid_until: new Date(Date.now() - 1000) })
      .where('id_users', '=', appUserId)
      .execute();
    const late = await confirm(code);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors[0].key).toBe('app.errors.verification_code_expired');
  });

  it('is refused without a mobile number or with one that cannot be dialled, and in another shape', async () => {
    await db().updateTable('users').set({ mobile: null }).where('id_users', '=', appUserId).execute();
    expect((await sendCode()).json().errors[0].key).toBe('app.errors.verification_no_mobile');
    await giveMobile('12');
    const invalid = await sendCode();
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors[0].key).toBe('app.errors.verification_mobile_invalid');
    expect((await sendCode({ language: 'de', code: '1' })).statusCode).toBe(400);
    expect((await confirm('12345')).statusCode).toBe(400);
  });
});

describe('a new mobile number', () => {
  it('is not verified, whoever changes it, and the code sent to the old one is void', async () => {
    await giveMobile();
    await sendCode();
    const code = codeIn(api.mails.messages()[0]!.text);
    await db().updateTable('users').set({ phone_verified: true }).where('id_users', '=', appUserId).execute();
    const admin = await api.signIn('admin@demo.local');
    const changed = await api.injectAs(admin, {
      method: 'PATCH',
      url: `/api/users-lit/${appUserId}`,
      payload: { mobile: '+49 170 9999999' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const row = await db()
      .selectFrom('users')
      .select(['phone_verified', 'phone_code_hash'])
      .where('id_users', '=', appUserId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ phone_verified: false, phone_code_hash: null });
    expect((await confirm(code)).json().errors[0].key).toBe('app.errors.verification_code_expired');

    await db().updateTable('users').set({ phone_verified: true }).where('id_users', '=', appUserId).execute();
    const same = await api.injectAs(admin, {
      method: 'PATCH',
      url: `/api/users-lit/${appUserId}`,
      payload: { mobile: '+49 170 9999999', firstname: 'Greta' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().phone_verified).toBe(true);
  });
});

describe('rights', () => {
  it('needs a sign-in and the profile’s rights', async () => {
    expect((await sendCode({}, '')).statusCode).toBe(401);
    const tickets = await api.signIn('tickets@demo.local');
    for (const answer of [
      await sendCode({}, tickets),
      await confirm('123456', tickets),
      await api.injectAs(tickets, { method: 'GET', url: '/api/phone-verification' }),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().errors[0].key).toBe('error.forbidden');
    }
    const driver = await api.signIn('driver@demo.local');
    const state = await api.injectAs(driver, { method: 'GET', url: '/api/phone-verification' });
    expect(state.statusCode).toBe(200);
  });
});
