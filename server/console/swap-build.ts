import { renameSync, rmSync } from 'node:fs';

/**
 * Puts the complete build `draft` where `target` is. A directory cannot be renamed over a
 * non-empty one, so the old build steps aside first: `target` is missing only between two
 * renames, never half-written. The draft must be on the same file system (next to `target`).
 */
export function swapInBuild(draft: string, target: string) {
  const previous = `${draft}-previous`;
  const hadPrevious = moveIfPresent(target, previous);
  try {
    renameSync(draft, target);
  } catch (error) {
    if (hadPrevious) renameSync(previous, target);
    throw error;
  }
  rmSync(previous, { recursive: true, force: true });
}

function moveIfPresent(from: string, to: string): boolean {
  try {
    renameSync(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
