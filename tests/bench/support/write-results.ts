import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes a suite's results as `bench-results/<name>` under the repository; answers the file's path. */
export function writeResults(rootDir: string, name: string, results: unknown): string {
  const folder = join(rootDir, 'bench-results');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, name);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
