import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../../server/auth/jwt-secret.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'backoffice-secret-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('resolveJwtSecret', () => {
  it('generates a long secret once, readable only by its owner, and keeps it', () => {
    const first = resolveJwtSecret(dataDir);
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(dataDir)).toBe(first);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('generates a different secret for another data directory', () => {
    const other = mkdtempSync(join(tmpdir(), 'backoffice-secret-'));
    try {
      expect(resolveJwtSecret(other)).not.toBe(resolveJwtSecret(dataDir));
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('uses JWT_SECRET when given, and writes nothing', () => {
    expect(resolveJwtSecret(dataDir, 'configured-secret-configured-secret')).toBe(
      'configured-secret-configured-secret',
    );
    expect(() => statSync(join(dataDir, 'jwt-secret'))).toThrow();
  });
});
