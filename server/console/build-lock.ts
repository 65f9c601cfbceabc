import { setTimeout as sleep } from 'node:timers/promises';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../db/data-dir-lock.ts';

const RETRY_MS = 200;

/**
 * Takes the lock on the build directory, waiting while another process (or another call in this
 * one) holds it; `onWait` is told once when that happens. A lock left by a dead process is taken over.
 */
export async function waitForBuildLock(distDir: string, onWait: () => void): Promise<DataDirLock> {
  let told = false;
  for (;;) {
    try {
      return lockDataDir(distDir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      if (!told) onWait();
      told = true;
      await sleep(RETRY_MS);
    }
  }
}
