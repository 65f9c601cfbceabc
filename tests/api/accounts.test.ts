import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp.ts';

// Registration, activation, password reset, disabling and deleting, end to end through the mails
// the SMTP emulator caught (docs/accounts.md).

let testApp: TestApp;
let superadmin: string;
let counter = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  superadmin = await testApp.signIn('superadmin@demo.local');
});
afterAll(() => testApp.close());

// Calls that mail are throttled per client address: each test is a client of its own.
let client = 0;
beforeEach(() => {
  client += 1;
});
const call = (options: InjectOptions, token?: string) =>
  testApp.injectAs(token, { remoteAddress: `10.0.0.${client}`, ...options });
const uniqueEmail = (label: string) => `${label}.${++counter}.${Date.now()}@example.org`;

function latestMailTo(address: string) {
  const mail = testApp.mails
    .messages()
    .filter((message) => message.to.includes(address))
    .at(-1);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const linkIn = (text: string, path: string) =>
  new RegExp(`https?://[^\\s"<>]+${path.replaceAll('/', '\\/')}/([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? '';

async function signIn(email: string, password: string) {
  return call({ method: 'POST', url: '/api/authentication', payload: { strategy: 'local', email, password } });
}

async function register(email: string, password = 'Secret123!') {
  return call({
    method: 'POST',
    url: '/api/registration',
    payload: { email, password, password_confirmation: password, firstname: 'Rita', lastname: 'Reisende' },
  });
}

/** A registered and activated account; answers its password. */
async function activeAccount(email: string) {
  expect((await register(email)).statusCode).toBe(201);
  const code = codeIn(latestMailTo(email).text);
  const activated = await call({ method: 'PATCH', url: `/api/registration/${code}`, payload: { email } });
  expect(activated.statusCode, activated.body).toBe(200);
  return 'Secret123!';
}

describe('registration', () => {
  it('creates an inactive account and mails a code in German; the code activates it', async () => {
    const email = uniqueEmail('rita');
    const response = await register(email);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ success: true, email });

    const mail = latestMailTo(email);
    expect(mail.subject).toBe('Ihr Bestätigungscode für die Registrierung');
    const code = codeIn(mail.text);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(`/auth/signup?email=${encodeURIComponent(email)}&code=${code}`);

    // not active yet: sign-in fails as for anyone unknown
    expect((await signIn(email, 'Secret123!')).statusCode).toBe(401);

    const activated = await call({ method: 'PATCH', url: `/api/registration/${code}`, payload: { email } });
    expect(activated.statusCode, activated.body).toBe(200);
    expect((await signIn(email, 'Secret123!')).statusCode).toBe(200);

    // a code is used once
    const again = await call({ method: 'PATCH', url: `/api/registration/${code}`, payload: { email } });
    expect(again.json().errors[0].key).toBe('login.code_incorrect');
  });

  it('ends a code after five wrong tries, so six digits cannot be guessed', async () => {
    const email = uniqueEmail('guess');
    await register(email);
    const code = codeIn(latestMailTo(email).text);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await call({ method: 'PATCH', url: `/api/registration/${wrong}`, payload: { email } });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ field: 'code', key: 'login.code_incorrect' });
    }
    const right = await call({ method: 'PATCH', url: `/api/registration/${code}`, payload: { email } });
    expect(right.json().errors[0].key).toBe('login.code_incorrect');

    // a new code mailed on request works
    const restarted = await call({ method: 'POST', url: '/api/restart-registration', payload: { email } });
    expect(restarted.statusCode, restarted.body).toBe(200);
    const fresh = codeIn(latestMailTo(email).text);
    expect((await call({ method: 'PATCH', url: `/api/registration/${fresh}`, payload: { email } })).statusCode).toBe(
      200,
    );
  });

  it('refuses an address that is registered, or has an account, with the spec texts', async () => {
    const pending = uniqueEmail('pending');
    await register(pending);
    const twice = await register(pending.toUpperCase());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0]).toMatchObject({ field: 'email', key: 'login.user_exists' });

    const active = uniqueEmail('active');
    await activeAccount(active);
    expect((await register(active)).json().errors[0].key).toBe('login.user_has_account');
    const restart = await call({ method: 'POST', url: '/api/restart-registration', payload: { email: active } });
    expect(restart.json().errors[0].key).toBe('login.user_has_account');

    const driver = await register('driver@demo.local');
    expect(driver.json().errors[0].key).toBe('login.driver_has_account');

    const unknown = await call({
      method: 'POST',
      url: '/api/restart-registration',
      payload: { email: uniqueEmail('nobody') },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].key).toBe('login.no_user');
  });

  it('checks the body: passwords must match and have eight characters, the email must be one', async () => {
    const mismatch = await call({
      method: 'POST',
      url: '/api/registration',
      payload: {
        email: uniqueEmail('x'),
        password: 'Secret123!',
        password_confirmation: 'Secret123?',
        firstname: 'A',
        lastname: 'B',
      },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual([{ field: 'password_confirmation', key: 'error.passmatch' }]);

    const weak = await call({
      method: 'POST',
      url: '/api/registration',
      payload: {
        email: 'not an email',
        password: 'short',
        password_confirmation: 'short',
        firstname: 'A',
        lastname: 'B',
      },
    });
    expect(weak.statusCode).toBe(400);
    const keys = weak.json().errors.map((error: { field: string; key: string }) => `${error.field} ${error.key}`);
    expect(keys).toEqual(expect.arrayContaining(['email error.email', 'password error.min8']));
  });

  it('keeps nothing when the mail cannot be sent', async () => {
    const email = uniqueEmail('bounce');
    await fetch(`${testApp.mails.httpUrl}/fail`, { method: 'POST', body: JSON.stringify({ to: email }) });
    const failed = await register(email);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().errors[0].key).toBe('login.mail_failed');
    const rows = await testApp.database.db.selectFrom('users').select('id_users').where('email', '=', email).execute();
    expect(rows).toEqual([]);

    await fetch(`${testApp.mails.httpUrl}/fail`, { method: 'DELETE' });
    expect((await register(email)).statusCode).toBe(201);
  });

  it('never puts a forged host into a mailed link', async () => {
    const email = uniqueEmail('host');
    await call({
      method: 'POST',
      url: '/api/registration',
      headers: { host: 'evil.example' },
      payload: { email, password: 'Secret123!', password_confirmation: 'Secret123!', firstname: 'A', lastname: 'B' },
    });
    const mail = latestMailTo(email);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.text).toContain('http://localhost/auth/signup?');
  });
});

describe('registration by booking number', () => {
  async function processWithBooker(contacts: { key: string; value: string; id_vc_field_type: number }[]) {
    const card = await call(
      {
        method: 'POST',
        url: '/api/customers',
        payload: { name: 'Familie Krüger', firstname: 'Karl', lastname: 'Krüger', contacts },
      },
      superadmin,
    );
    expect(card.statusCode, card.body).toBe(201);
    const number = `V-${++counter}-${Date.now()}`;
    const process = await call(
      { method: 'POST', url: '/api/process-lit', payload: { number, vc_card_booker: card.json().id_vc_card } },
      superadmin,
    );
    expect(process.statusCode, process.body).toBe(201);
    return { number, card: card.json().id_vc_card as number };
  }

  const registerByNumber = (processNumber: string) =>
    call({
      method: 'POST',
      url: '/api/registration-process',
      payload: { processNumber, password: 'Secret123!', password_confirmation: 'Secret123!' },
    });

  it("uses the booker's email and card, and answers the address masked", async () => {
    const email = uniqueEmail('karl');
    const { number, card } = await processWithBooker([
      { key: 'phone-business', value: '0511 123', id_vc_field_type: 2 },
      { key: 'email-private', value: email, id_vc_field_type: 1 },
    ]);
    const response = await registerByNumber(number);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().email).toBe(`k***@${email.split('@')[1]}`);

    const code = codeIn(latestMailTo(email).text);
    expect((await call({ method: 'PATCH', url: `/api/registration/${code}`, payload: { email } })).statusCode).toBe(
      200,
    );
    const session = await signIn(email, 'Secret123!');
    expect(session.json().user).toMatchObject({ firstname: 'Karl', lastname: 'Krüger', vc_card: { id_vc_card: card } });
  });

  it('names an unknown booking number and a booking without an email', async () => {
    const unknown = await registerByNumber('NO-SUCH-NUMBER');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].key).toBe('login.process_not_found');

    const { number } = await processWithBooker([{ key: 'email-business', value: '', id_vc_field_type: 1 }]);
    const noEmail = await registerByNumber(number);
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json().errors[0].key).toBe('login.process_no_email');
  });
});

describe('throttling', () => {
  it('sends at most five mails to one address in 15 minutes, then answers 429 with the wait', async () => {
    const email = uniqueEmail('flood');
    await register(email);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      answers.push((await call({ method: 'POST', url: '/api/restart-registration', payload: { email } })).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 429]);
    const refused = await call({ method: 'POST', url: '/api/restart-registration', payload: { email } });
    expect(refused.json().errors[0].key).toBe('login.throttled');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('password reset', () => {
  it('mails a link; the new password works, the old one and every session end', async () => {
    const email = uniqueEmail('reset');
    const password = await activeAccount(email);
    const session = (await signIn(email, password)).json();

    expect((await call({ method: 'POST', url: '/api/password-reset', payload: { email } })).statusCode).toBe(200);
    const mail = latestMailTo(email);
    expect(mail.subject).toBe('Passwort zurücksetzen');
    const code = linkIn(mail.text, '/auth/reset-page');
    expect(code).toHaveLength(32);

    const mismatch = await call({
      method: 'PATCH',
      url: `/api/password-reset/${code}`,
      payload: { password: 'NewSecret1!', password_confirmation: 'NewSecret2!' },
    });
    expect(mismatch.json().errors[0].key).toBe('error.passmatch');

    const reset = await call({
      method: 'PATCH',
      url: `/api/password-reset/${code}`,
      payload: { password: 'NewSecret1!', password_confirmation: 'NewSecret1!' },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    expect((await signIn(email, password)).statusCode).toBe(401);
    expect((await signIn(email, 'NewSecret1!')).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/userdata' }, session.accessToken)).statusCode).toBe(401);
    const refreshed = await call({
      method: 'POST',
      url: '/api/authentication',
      payload: { strategy: 'refresh', refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);

    const reused = await call({
      method: 'PATCH',
      url: `/api/password-reset/${code}`,
      payload: { password: 'Other1234!', password_confirmation: 'Other1234!' },
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors[0].key).toBe('login.link_invalid');
  });

  it('answers an unknown address with the spec text', async () => {
    const response = await call({ method: 'POST', url: '/api/password-reset', payload: { email: uniqueEmail('no') } });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0]).toMatchObject({ field: 'email', key: 'login.no_user' });
  });
});

describe('closing an account', () => {
  it('disables it through the link of the reset mail, ending its sessions', async () => {
    const email = uniqueEmail('disable');
    const password = await activeAccount(email);
    const token = (await signIn(email, password)).json().accessToken;
    await call({ method: 'POST', url: '/api/password-reset', payload: { email } });
    const mail = latestMailTo(email);
    const disable = linkIn(mail.text, '/auth/disable');
    const reset = linkIn(mail.text, '/auth/reset-page');

    expect((await call({ method: 'PATCH', url: `/api/users-disable/${disable}` })).statusCode).toBe(200);
    expect((await signIn(email, password)).statusCode).toBe(401);
    expect((await call({ method: 'GET', url: '/api/userdata' }, token)).statusCode).toBe(401);
    // the reset link of the same mail died with the access
    const viaReset = await call({
      method: 'PATCH',
      url: `/api/password-reset/${reset}`,
      payload: { password: 'Again1234!', password_confirmation: 'Again1234!' },
    });
    expect(viaReset.json().errors[0].key).toBe('login.link_invalid');
    expect((await call({ method: 'PATCH', url: `/api/users-disable/${disable}` })).statusCode).toBe(422);
  });

  it('deletes it with a mailed code and the email; a wrong code deletes nothing', async () => {
    const email = uniqueEmail('delete');
    const password = await activeAccount(email);
    expect((await call({ method: 'POST', url: '/api/users-app-delete', payload: { email } })).statusCode).toBe(200);
    const mail = latestMailTo(email);
    expect(mail.subject).toBe('Ihr Code zum Löschen des Kontos');
    const code = codeIn(mail.text);

    const wrong = await call({
      method: 'PATCH',
      url: `/api/users-app-delete/${code === '000000' ? '111111' : '000000'}`,
      payload: { email },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0].key).toBe('login.delete_code_not_found');
    expect((await signIn(email, password)).statusCode).toBe(200);

    const deleted = await call({ method: 'PATCH', url: `/api/users-app-delete/${code}`, payload: { email } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await signIn(email, password)).statusCode).toBe(401);
    const row = await testApp.database.db
      .selectFrom('users')
      .select('deleted_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
  });
});

describe('activation by staff', () => {
  it('activates an account created without rights and mails a set-password link; resending ends the old link', async () => {
    const email = uniqueEmail('staff-made');
    const created = await call(
      { method: 'POST', url: '/api/users-lit', payload: { email, ratio_id: 'R-1', isActive: false } },
      superadmin,
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id_users;

    const tickets = await testApp.signIn('tickets@demo.local');
    expect((await call({ method: 'POST', url: `/api/users-lit/${id}/activation` }, tickets)).statusCode).toBe(403);

    expect((await call({ method: 'POST', url: `/api/users-lit/${id}/activation` }, superadmin)).statusCode).toBe(200);
    const first = linkIn(latestMailTo(email).text, '/auth/set-password');
    expect(latestMailTo(email).subject).toBe('Aktivierung Ihres Zugangs');
    expect((await call({ method: 'POST', url: `/api/users-lit/${id}/activation` }, superadmin)).statusCode).toBe(200);
    const second = linkIn(latestMailTo(email).text, '/auth/set-password');
    expect(second).not.toBe(first);

    const withOld = await call({
      method: 'PATCH',
      url: `/api/registration/${first}`,
      payload: { password: 'Start1234!', password_confirmation: 'Start1234!' },
    });
    expect(withOld.json().errors[0].key).toBe('login.link_invalid');
    const withNew = await call({
      method: 'PATCH',
      url: `/api/registration/${second}`,
      payload: { password: 'Start1234!', password_confirmation: 'Start1234!' },
    });
    expect(withNew.statusCode, withNew.body).toBe(200);
    expect((await signIn(email, 'Start1234!')).statusCode).toBe(200);

    const done = await call({ method: 'POST', url: `/api/users-lit/${id}/activation` }, superadmin);
    expect(done.statusCode).toBe(409);
    expect(done.json().errors[0].key).toBe('login.user_has_account');
  });
});
