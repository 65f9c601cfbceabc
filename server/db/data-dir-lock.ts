import { linkSync, mkdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another process (pid ${holderPid}). ` +
        'Stop that process first, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

interface LockOwner {
  pid: number;
  host: string;
}

const LOCK_FILE = 'server.lock';
/** A takeover that crashed half-way leaves this guard behind; after this long it is ignored. */
const TAKEOVER_GUARD_STALE_MS = 10_000;

/**
 * Takes the lock on a data directory, as PostgreSQL's postmaster.pid does: a file created
 * exclusively that names the holding process. A lock left by a process that no longer runs
 * (killed, crashed) is taken over; one held by a live process is refused at once.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, LOCK_FILE);
  const self: LockOwner = { pid: process.pid, host: hostname() };

  if (!tryCreate(lockPath, self)) {
    const holder = readOwner(lockPath);
    if (holder && isAlive(holder)) throw new DataDirLockedError(dataDir, holder.pid);
    takeOverStaleLock(dataDir, lockPath, self, holder);
  }

  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      const owner = readOwner(lockPath);
      if (owner?.pid === self.pid && owner.host === self.host) unlinkSync(lockPath);
    },
  };
}

function takeOverStaleLock(dataDir: string, lockPath: string, self: LockOwner, stale: LockOwner | undefined) {
  // Two processes may find the same stale lock: the guard lets only one of them replace it.
  const guard = `${lockPath}.takeover`;
  removeIfOlderThan(guard, TAKEOVER_GUARD_STALE_MS);
  try {
    mkdirSync(guard);
  } catch {
    throw new DataDirLockedError(dataDir, stale?.pid ?? 0);
  }
  try {
    const current = readOwner(lockPath);
    if (current && isAlive(current)) throw new DataDirLockedError(dataDir, current.pid);
    rmSync(lockPath, { force: true });
    if (!tryCreate(lockPath, self)) throw new DataDirLockedError(dataDir, readOwner(lockPath)?.pid ?? 0);
  } finally {
    rmSync(guard, { recursive: true, force: true });
  }
}

/** Writes the owner to a private file, then links it into place: the lock never exists half-written. */
function tryCreate(lockPath: string, owner: LockOwner): boolean {
  const draft = `${lockPath}.${owner.pid}`;
  writeFileSync(draft, JSON.stringify(owner), { mode: 0o600 });
  try {
    linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host }
      : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(owner: LockOwner): boolean {
  // A lock written on another host (a shared volume) cannot be checked: treat it as held.
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeIfOlderThan(path: string, ageMs: number) {
  try {
    if (Date.now() - statSync(path).mtimeMs > ageMs) rmSync(path, { recursive: true, force: true });
  } catch {
    // absent: nothing to remove
  }
}
