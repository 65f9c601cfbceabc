import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { consoleChunks } from '../bench/support/console-chunks.ts';
import { CONSOLE_BUDGETS, FIRST_LIST_ROUTE, LOGIN_ROUTE, routeDownloads } from '../bench/support/console-routes.ts';
import { signedInStorage } from '../bench/support/console-session.ts';
import { consoleOutDir } from '../../server/console/console-build.ts';
import type { ScriptDownloads } from '../bench/support/script-downloads.ts';

// Issue 5, item 7: what a first visit downloads in Chromium, gzip-compressed, and the largest
// chunk of the build that `npm start` serves (the global setup rebuilds it when it is stale).

const rootDir = fileURLToPath(new URL('../..', import.meta.url));

/** The script index.html starts: a measurement that misses it measured nothing. */
function entryScript(): string {
  const html = readFileSync(join(consoleOutDir(rootDir), 'index.html'), 'utf8');
  const src = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('dist/console/index.html starts no module script');
  return src;
}

const listing = (downloads: ScriptDownloads) =>
  downloads.scripts.map((script) => `${script.path}: ${script.gzipBytes} bytes gzipped`).join('\n');

/** The figure in the report, beside the verdict. */
const note = (downloads: ScriptDownloads) =>
  test.info().annotations.push({
    type: 'downloaded',
    description: `${downloads.gzipBytes} bytes of gzipped JavaScript in ${downloads.scripts.length} files`,
  });

const kB = (bytes: number) => Math.round(bytes / 1000);

function baseUrlOf(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('No baseURL: the global setup sets E2E_BASE_URL');
  return baseURL;
}

test(`the login route downloads at most ${kB(CONSOLE_BUDGETS.loginGzipBytes)} kB of gzipped JavaScript`, async ({
  browser,
  baseURL,
}) => {
  const downloads = await routeDownloads(browser, baseUrlOf(baseURL), LOGIN_ROUTE);
  note(downloads);
  expect(downloads.scripts.map((script) => script.path)).toContain(entryScript());
  expect(downloads.gzipBytes, listing(downloads)).toBeLessThanOrEqual(CONSOLE_BUDGETS.loginGzipBytes);
});

test(`a first list page downloads at most ${kB(CONSOLE_BUDGETS.firstListGzipBytes)} kB of gzipped JavaScript in all`, async ({
  browser,
  baseURL,
}) => {
  const signedIn = await signedInStorage(browser, baseUrlOf(baseURL));
  const downloads = await routeDownloads(browser, baseUrlOf(baseURL), FIRST_LIST_ROUTE, signedIn);
  note(downloads);
  expect(downloads.scripts.map((script) => script.path)).toContain(entryScript());
  expect(downloads.gzipBytes, listing(downloads)).toBeLessThanOrEqual(CONSOLE_BUDGETS.firstListGzipBytes);
});

test(`no chunk of the build is over ${kB(CONSOLE_BUDGETS.chunkRawBytes)} kB raw`, () => {
  const chunks = consoleChunks(rootDir);
  expect(chunks.length).toBeGreaterThan(0);
  expect(chunks.filter((chunk) => chunk.bytes > CONSOLE_BUDGETS.chunkRawBytes)).toEqual([]);
});
