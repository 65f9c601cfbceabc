import { randomInt } from 'node:crypto';

/** Capitals and digits a reader cannot mistake for one another: no 0/O, 1/I/L. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A voucher code: the prefix and `length` characters drawn by the operating system's CSPRNG. */
export function randomCode(prefix: string, length: number): string {
  let code = prefix;
  for (let index = 0; index < length; index++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
