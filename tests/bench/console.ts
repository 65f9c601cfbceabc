import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { sql } from 'kysely';
import { bulkLoadLocations } from '../../server/areas/tickets/seed/bulk-load.ts';
import type { RunningServer } from '../../server/start.ts';
import { createBenchDatabase, startBenchServer } from './support/bench-database.ts';
import { launchChromium } from './support/chromium.ts';
import { consoleChunks, type Chunk } from './support/console-chunks.ts';
import {
  CONSOLE_BUDGETS,
  FIRST_LIST_ROUTE,
  FORM_ROUTE,
  LOGIN_ROUTE,
  routeDownloads,
  type ConsoleRoute,
} from './support/console-routes.ts';
import { signedInStorage, type StorageState } from './support/console-session.ts';
import { positiveIntegerFromEnv } from './support/env-number.ts';
import { median } from './support/median-time.ts';
import { rowsShown, type RowsShown } from './support/rows-shown.ts';

/**
 * `npm run bench -- console`: what the console's first routes download (JavaScript, raw and
 * gzip-compressed, against issue 5's budgets), and in Chromium the time from navigation to the
 * visible rows of the locations list, 20 rows and 1,000 (`perPage=-1`) a page, on a first visit
 * (empty cache) and a return visit (cached). Starts the product on a new database (PGlite, or a
 * database of its own on DATABASE_URL's server) with the demo data and BENCH_ROWS (1,000)
 * generated locations; BENCH_RUNS (7) visits per figure, medians. Writes bench-results/console.json;
 * nothing here asserts a timing.
 */
const rootDir = fileURLToPath(new URL('../..', import.meta.url));
const LIST_PATH = '/tickets/locations';
const PAGE_SIZES = [20, -1] as const;

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

async function measureRoutes(browser: Browser, base: string, signedIn: StorageState) {
  const budgets: Partial<Record<ConsoleRoute['name'], number>> = {
    [LOGIN_ROUTE.name]: CONSOLE_BUDGETS.loginGzipBytes,
    [FIRST_LIST_ROUTE.name]: CONSOLE_BUDGETS.firstListGzipBytes,
  };
  const routes = [];
  for (const route of [LOGIN_ROUTE, FIRST_LIST_ROUTE, FORM_ROUTE]) {
    const downloads = await routeDownloads(browser, base, route, signedIn);
    routes.push({ name: route.name, path: route.path, budgetGzipBytes: budgets[route.name], ...downloads });
  }
  return routes;
}

function printRoutes(routes: Awaited<ReturnType<typeof measureRoutes>>, largestChunk: Chunk | undefined) {
  console.log('\nJavaScript a first visit downloads (gzip level 9 per file; kB = 1,000 bytes):');
  console.table(
    routes.map((route) => ({
      route: route.name,
      path: route.path,
      files: route.scripts.length,
      'raw kB': kB(route.rawBytes),
      'gzip kB': kB(route.gzipBytes),
      'budget kB': route.budgetGzipBytes === undefined ? '—' : kB(route.budgetGzipBytes),
      largest: route.scripts[0] ? `${route.scripts[0].path} (${kB(route.scripts[0].gzipBytes)})` : '—',
    })),
  );
  if (largestChunk)
    console.log(
      `Largest chunk of the build: ${largestChunk.file}, ${kB(largestChunk.bytes)} kB raw (budget ${kB(CONSOLE_BUDGETS.chunkRawBytes)})`,
    );
}

/** `runs` visits of the list at each page size, each in a new context (first visit) and in one kept context (return visit). */
async function measureRows(browser: Browser, base: string, signedIn: StorageState, runs: number) {
  const results = [];
  for (const perPage of PAGE_SIZES) {
    const path = `${LIST_PATH}?perPage=${perPage}`;
    const first: RowsShown[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ baseURL: base, storageState: signedIn });
      first.push(await rowsShown(context, path));
      await context.close();
    }
    const kept = await browser.newContext({ baseURL: base, storageState: signedIn });
    await rowsShown(kept, path); // fills the cache
    const returning: RowsShown[] = [];
    for (let run = 0; run < runs; run += 1) returning.push(await rowsShown(kept, path));
    await kept.close();
    results.push({
      path,
      pageRows: first[0]?.pageRows ?? 0,
      drawnRows: first[0]?.drawnRows ?? 0,
      firstVisitMedianMs: median(first.map((visit) => visit.ms)),
      returnVisitMedianMs: median(returning.map((visit) => visit.ms)),
      firstVisitMs: first.map((visit) => visit.ms),
      returnVisitMs: returning.map((visit) => visit.ms),
    });
  }
  return results;
}

export async function benchConsole() {
  const database = await createBenchDatabase();
  const rows = positiveIntegerFromEnv('BENCH_ROWS', 1000);
  const runs = positiveIntegerFromEnv('BENCH_RUNS', 7);
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    // Builds the console first when its build is older than its sources, as `npm start` does.
    server = await startBenchServer(database, rootDir, { serveConsole: true });
    await bulkLoadLocations(server.database.db, rows);
    const { rows: counted } = await sql<{ count: number }>`select count(*) as count from tk_location`.execute(
      server.database.db,
    );

    browser = await launchChromium();
    const signedIn = await signedInStorage(browser, server.address);
    const routes = await measureRoutes(browser, server.address, signedIn);
    const [chunk] = consoleChunks(rootDir);
    printRoutes(routes, chunk);

    console.log(
      `\nTime from navigation to visible rows, ${LIST_PATH} (${counted[0]?.count ?? 0} locations), median of ${runs}:`,
    );
    const lists = await measureRows(browser, server.address, signedIn, runs);
    console.table(
      lists.map((list) => ({
        path: list.path,
        'page rows': list.pageRows,
        'drawn rows': list.drawnRows,
        'first visit ms': list.firstVisitMedianMs,
        'return visit ms': list.returnVisitMedianMs,
      })),
    );

    const results = {
      at: new Date().toISOString(),
      database: database.kind,
      node: process.version,
      chromium: browser.version(),
      gzip: 'node:zlib level 9, each file alone',
      routes,
      largestChunk: chunk,
      list: { path: LIST_PATH, locations: counted[0]?.count ?? 0, runs, pages: lists },
    };
    mkdirSync(join(rootDir, 'bench-results'), { recursive: true });
    const file = join(rootDir, 'bench-results', 'console.json');
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nWritten to ${file}`);
  } finally {
    await browser?.close();
    await server?.stop();
    await database.drop();
  }
}
