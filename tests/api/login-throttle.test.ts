import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../server/auth/device-cookie.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

const PROXY = '10.255.0.1';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp(undefined, { config: { trustProxy: [PROXY] } });
});
afterAll(() => testApp.close());

interface Attempt {
  password?: string;
  /** The device cookie's value, as the browser would send it back. */
  device?: string;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

const signIn = (email: string, { password = DEMO_PASSWORD, device, remoteAddress, headers }: Attempt = {}) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/authentication',
    payload: { strategy: 'local', email, password },
    remoteAddress,
    headers,
    cookies: device ? { [DEVICE_COOKIE]: device } : undefined,
  });

/** Signs in and answers the device cookie the browser gets. */
async function deviceOf(email: string, remoteAddress: string): Promise<string> {
  const answer = await signIn(email, { remoteAddress });
  expect(answer.statusCode).toBe(200);
  const cookie = answer.cookies.find((each) => each.name === DEVICE_COOKIE);
  expect(cookie).toBeDefined();
  return cookie?.value ?? '';
}

/** Five wrong passwords from clients without a device cookie, each from its own address. */
async function lockOutUntrusted(email: string, network: string) {
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const answer = await signIn(email, { password: 'wrong', remoteAddress: `${network}.${attempt}` });
    expect(answer.statusCode).toBe(401);
  }
  expect((await signIn(email, { remoteAddress: `${network}.99` })).statusCode).toBe(429);
}

describe('the device cookie', () => {
  it('comes with a sign-in: HttpOnly, SameSite=Strict, for the sign-in call only, Secure over HTTPS', async () => {
    const plain = await signIn('superadmin@demo.local', { remoteAddress: '10.20.0.1' });
    const cookie = plain.cookies.find((each) => each.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({ path: '/api/authentication', httpOnly: true, sameSite: 'Strict' });
    expect(cookie?.maxAge).toBeGreaterThan(0);
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value).not.toContain('superadmin');

    const proxied = await signIn('superadmin@demo.local', {
      remoteAddress: PROXY,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '10.20.0.2' },
    });
    expect(proxied.cookies.find((each) => each.name === DEVICE_COOKIE)?.secure).toBe(true);

    const refused = await signIn('superadmin@demo.local', { password: 'wrong', remoteAddress: '10.20.0.3' });
    expect(refused.cookies).toEqual([]);
  });
});

describe('sign-in throttling with device cookies', () => {
  it('keeps an untrusted client out of a locked account, but lets in the device that signed in before', async () => {
    const device = await deviceOf('tickets@demo.local', '10.30.0.1');
    await lockOutUntrusted('tickets@demo.local', '10.31.0');

    const owner = await signIn('tickets@demo.local', { device, remoteAddress: '10.30.0.1' });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe('tickets@demo.local');
    // The owner's success does not forgive the failures of the others.
    expect((await signIn('tickets@demo.local', { remoteAddress: '10.31.0.100' })).statusCode).toBe(429);
  });

  it('does not trust a forged device cookie, nor one issued to another account', async () => {
    const device = await deviceOf('admin@demo.local', '10.40.0.1');
    const foreign = await deviceOf('superadmin@demo.local', '10.40.0.2');
    await lockOutUntrusted('admin@demo.local', '10.41.0');

    const [nonce = '', signature = ''] = device.split('.');
    const otherSignature = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (const forged of [foreign, `${nonce}.${otherSignature}`, `${nonce}x.${signature}`, nonce, 'garbage']) {
      const answer = await signIn('admin@demo.local', { device: forged, remoteAddress: '10.40.0.1' });
      expect(answer.statusCode, forged).toBe(429);
    }
    expect((await signIn('admin@demo.local', { device, remoteAddress: '10.40.0.1' })).statusCode).toBe(200);
  });

  it('counts failures from a device against that device only, and locks that device out', async () => {
    const device = await deviceOf('agency@demo.local', '10.50.0.1');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await signIn('agency@demo.local', { device, password: 'wrong', remoteAddress: '10.50.0.1' });
      expect(answer.statusCode).toBe(401);
    }
    const locked = await signIn('agency@demo.local', { device, remoteAddress: '10.50.0.1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ errors: [{ key: 'login.throttled' }] });

    // The account and the address took none of it: the same address without the cookie gets in.
    const elsewhere = await signIn('agency@demo.local', { remoteAddress: '10.50.0.1' });
    expect(elsewhere.statusCode).toBe(200);
  });
});
