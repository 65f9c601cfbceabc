import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { waitForBuildLock } from './build-lock.ts';
import { swapInBuild } from './swap-build.ts';

/** What the console build is made from: a change to any of these makes the build stale. */
const CONSOLE_SOURCES = [
  'index.html',
  'booking.html',
  'public',
  'vite.config.ts',
  'package-lock.json',
  'src',
  'custom',
  'domain',
  'resources',
  'schemas',
  'registry',
  'vite',
];

/**
 * Folders the build takes only the file names of: the console names its dictionaries after the
 * English files (`src/i18n/namespaces.ts`) and loads their texts from the server, so a changed text
 * needs no new build, an added dictionary does. A folder's own time changes when a file is added,
 * removed or renamed.
 */
const NAMES_ONLY = ['locales/en'];

/** Where a build is made before it is swapped in, next to `dist/console` so that a rename can move it. */
const DRAFT_PREFIX = 'console-draft-';

export const consoleOutDir = (rootDir: string) => join(rootDir, 'dist', 'console');

/** Builds the console from `rootDir` into `outDir`. */
export type ConsoleBuilder = (rootDir: string, outDir: string) => Promise<void>;

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestModification(join(path, entry))), 0);
}

export function consoleBuildIsCurrent(rootDir: string): boolean {
  const built = join(consoleOutDir(rootDir), 'index.html');
  if (!existsSync(built)) return false;
  const sources = Math.max(
    ...CONSOLE_SOURCES.map((source) => newestModification(join(rootDir, source))),
    ...NAMES_ONLY.map((folder) => statSync(join(rootDir, folder), { throwIfNoEntry: false })?.mtimeMs ?? 0),
  );
  return statSync(built).mtimeMs >= sources;
}

const viteBuild: ConsoleBuilder = async (rootDir, outDir) => {
  const { build } = await import('vite');
  await build({
    root: rootDir,
    configFile: join(rootDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
};

/**
 * Builds the console when the build is missing or older than its sources. One process builds at
 * a time, into a draft directory that replaces `dist/console` only once complete: servers started
 * together build once, and a server serving the console never sees a half-made or failed build.
 */
export async function ensureConsoleBuild(
  rootDir: string,
  log: (message: string) => void,
  buildInto: ConsoleBuilder = viteBuild,
): Promise<void> {
  if (consoleBuildIsCurrent(rootDir)) return;
  const distDir = join(rootDir, 'dist');
  const lock = await waitForBuildLock(distDir, () => log('Waiting for another process to build the console…'));
  try {
    if (consoleBuildIsCurrent(rootDir)) return;
    removeDrafts(distDir);
    log('Building the console (the build is missing or older than the sources)…');
    const startedAt = new Date();
    // Not mkdtemp: its owner-only mode would become the served directory's.
    const draft = join(distDir, `${DRAFT_PREFIX}${randomUUID()}`);
    mkdirSync(draft);
    try {
      await buildInto(rootDir, draft);
      // Dated from its start, a build is stale if a source changed while it ran.
      utimesSync(join(draft, 'index.html'), startedAt, startedAt);
      swapInBuild(draft, consoleOutDir(rootDir));
    } finally {
      rmSync(draft, { recursive: true, force: true });
    }
  } finally {
    lock.release();
  }
}

/** Drafts left by a build that was killed half-way; only the lock's holder makes them. */
function removeDrafts(distDir: string) {
  for (const entry of readdirSync(distDir)) {
    if (entry.startsWith(DRAFT_PREFIX)) rmSync(join(distDir, entry), { recursive: true, force: true });
  }
}
