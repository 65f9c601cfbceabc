import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** How long a phone-verification code holds. */
export const CODE_VALID_MINUTES = 10;
/** Wrong tries after which the code is void: six digits cannot be guessed. */
export const MAX_WRONG_CODES = 5;

/** Six digits, for the user to copy from the SMS or mail. */
export const newPhoneCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** What is stored of a code: its SHA-256 together with the user's id, so equal codes of two users differ. */
export const phoneCodeHash = (userId: number, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');

/** Whether `code` is the one whose hash is stored, compared in constant time. */
export function isPhoneCode(userId: number, code: string, storedHash: string): boolean {
  const typed = Buffer.from(phoneCodeHash(userId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return typed.length === stored.length && timingSafeEqual(typed, stored);
}
