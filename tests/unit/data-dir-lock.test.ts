import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../server/db/data-dir-lock.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'backoffice-lock-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const lockFile = () => join(dataDir, 'server.lock');
/** The pid of a process that has run and ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid as number;

describe('lockDataDir', () => {
  it('refuses a second lock while the first is held, naming the holder', () => {
    const lock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(`in use by another process (pid ${process.pid})`);
    lock.release();
  });

  it('can be taken again once released, and release removes the lock file', () => {
    lockDataDir(dataDir).release();
    expect(existsSync(lockFile())).toBe(false);
    const again = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toEqual({ pid: process.pid, host: hostname() });
    again.release();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    writeFileSync(lockFile(), JSON.stringify({ pid: deadPid(), host: hostname() }));
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('treats a lock written on another host as held', () => {
    writeFileSync(lockFile(), JSON.stringify({ pid: deadPid(), host: 'another-host' }));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
  });

  it('does not remove a lock it no longer owns', () => {
    const lock = lockDataDir(dataDir);
    writeFileSync(lockFile(), JSON.stringify({ pid: 1, host: hostname() }));
    lock.release();
    expect(existsSync(lockFile())).toBe(true);
  });

  it('lets only one of several takeovers of a stale lock succeed', () => {
    writeFileSync(lockFile(), JSON.stringify({ pid: deadPid(), host: hostname() }));
    // A takeover in progress elsewhere holds the guard.
    const guard = `${lockFile()}.takeover`;
    spawnSync('mkdir', [guard]);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
  });
});
