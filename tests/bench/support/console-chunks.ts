import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { consoleOutDir } from '../../../server/console/console-build.ts';

export interface Chunk {
  file: string;
  bytes: number;
}

/** The JavaScript chunks of the console build that `npm start` serves (dist/console), largest first. */
export function consoleChunks(rootDir: string): Chunk[] {
  const assets = join(consoleOutDir(rootDir), 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, bytes: statSync(join(assets, file)).size }))
    .sort((a, b) => b.bytes - a.bytes);
}
