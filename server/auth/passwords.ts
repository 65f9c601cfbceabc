import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes), as OWASP recommends. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a stored hash (no such user, or no password set yet) it checks
 * against a decoy, so that an unknown email takes as long as a wrong password.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy password that matches no account');
  const hash = storedHash ?? (await decoyHash);
  try {
    return (await argon2.verify(hash, password)) && typeof storedHash === 'string';
  } catch {
    return false;
  }
}
