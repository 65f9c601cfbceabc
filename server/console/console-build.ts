import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the console build is made from: a change to any of these makes the build stale. */
const CONSOLE_SOURCES = [
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'src',
  'custom',
  'domain',
  'locales',
  'resources',
  'schemas',
  'registry',
  'vite',
];

export const consoleOutDir = (rootDir: string) => join(rootDir, 'dist', 'console');

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestModification(join(path, entry))), 0);
}

export function consoleBuildIsCurrent(rootDir: string): boolean {
  const built = join(consoleOutDir(rootDir), 'index.html');
  if (!existsSync(built)) return false;
  const sources = Math.max(...CONSOLE_SOURCES.map((source) => newestModification(join(rootDir, source))));
  return statSync(built).mtimeMs >= sources;
}

/** Builds the console with Vite when the build is missing or older than its sources. */
export async function ensureConsoleBuild(rootDir: string, log: (message: string) => void): Promise<void> {
  if (consoleBuildIsCurrent(rootDir)) return;
  log('Building the console (the build is missing or older than the sources)…');
  const { build } = await import('vite');
  await build({ root: rootDir, configFile: join(rootDir, 'vite.config.ts'), logLevel: 'warn' });
}
