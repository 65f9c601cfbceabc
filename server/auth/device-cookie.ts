import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deriveKey } from './derived-keys.ts';

/** The cookie a browser gets with each successful sign-in (OWASP's device cookie). */
export const DEVICE_COOKIE = 'auth.device';
/** Each sign-in issues a new one: a browser unused for this long is a stranger again. */
export const DEVICE_COOKIE_DAYS = 180;

export interface DeviceCookies {
  /**
   * The nonce of the Cookie header's device cookie when it was issued to this email, else
   * undefined (none, forged, or another account's).
   */
  trustedDevice(cookieHeader: string | undefined, email: string): string | undefined;
  /** A Set-Cookie value naming this email: sent only to `path`, never readable by scripts. */
  issue(email: string, options: { path: string; secure: boolean }): string;
}

/**
 * Device cookies `<nonce>.<signature>`: the signature is an HMAC of `email|nonce` with a key of
 * the server secret, so the cookie names its account without carrying the address.
 */
export function deviceCookies(secret: string): DeviceCookies {
  const key = deriveKey(secret, 'device-cookie');
  const signature = (email: string, nonce: string) =>
    createHmac('sha256', key).update(`${email.trim().toLowerCase()}|${nonce}`).digest();

  const signedFor = (email: string, value: string) => {
    const [nonce, given, ...rest] = value.split('.');
    if (!nonce || !given || rest.length > 0) return undefined;
    const expected = signature(email, nonce);
    const presented = Buffer.from(given, 'base64url');
    return presented.length === expected.length && timingSafeEqual(presented, expected) ? nonce : undefined;
  };

  return {
    trustedDevice(cookieHeader, email) {
      // Every cookie of the name counts: another site of the domain may have set one beside ours.
      for (const value of cookieValues(cookieHeader, DEVICE_COOKIE)) {
        const nonce = signedFor(email, value);
        if (nonce) return nonce;
      }
      return undefined;
    },
    issue(email, { path, secure }) {
      const nonce = randomBytes(16).toString('base64url');
      const value = `${nonce}.${signature(email, nonce).toString('base64url')}`;
      const attributes = [
        `Path=${path}`,
        `Max-Age=${DEVICE_COOKIE_DAYS * 24 * 60 * 60}`,
        'HttpOnly',
        'SameSite=Strict',
      ];
      return [`${DEVICE_COOKIE}=${value}`, ...attributes, ...(secure ? ['Secure'] : [])].join('; ');
    },
  };
}

/** The values of the cookies of one name in a Cookie header. */
function cookieValues(header: string | undefined, name: string): string[] {
  return (header ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${name}=`))
    .map((pair) => pair.slice(name.length + 1));
}
