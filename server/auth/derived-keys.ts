import { createHmac } from 'node:crypto';

/** A key for one purpose, derived from the server secret, so that no two purposes share a key. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(purpose).digest();
}
