import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SECRET_FILE = 'jwt-secret';

/**
 * The signing secret: JWT_SECRET when given, else the one kept in the data directory,
 * generated on first use so that tokens survive a restart.
 */
export function resolveJwtSecret(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const path = join(dataDir, SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(path, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(path, 'utf8').trim();
}
