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
import { writeResults } from './support/write-results.ts';

/**
 * `npm run bench -- console`: what the console's first routes download (JavaScript, raw and
 * gzip-compressed, against issue 5's budgets, and everything on the wire), and in Chromium, on
 * first visits (an empty cache) of the locations list at 20, 100 and 1,000 (`perPage=-1`) rows a
 * page: the time from navigation to its first rows, row 20 and its last row, the longest task and
 * the heap after garbage collection. Prints issue 15's goals beside the figures. Starts the product on a new database (PGlite, or a
 * database of its own on DATABASE_URL's server) with the demo data and BENCH_ROWS (1,000)
 * generated locations; BENCH_RUNS (7) visits per figure, medians. Writes bench-results/console.json;
 * nothing here asserts a timing.
 */
const rootDir = fileURLToPath(new URL('../..', import.meta.url));
const LIST_PATH = '/tickets/locations';
const PAGE_SIZES = [20, 100, -1] as const;

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
      'wire kB': kB(route.wireBytes),
      largest: route.scripts[0] ? `${route.scripts[0].path} (${kB(route.scripts[0].gzipBytes)})` : '—',
    })),
  );
  if (largestChunk)
    console.log(
      `Largest chunk of the build: ${largestChunk.file}, ${kB(largestChunk.bytes)} kB raw (budget ${kB(CONSOLE_BUDGETS.chunkRawBytes)})`,
    );
}

/** `runs` first visits (each in a new context: an empty cache) of the list at each page size, and their medians. */
async function measureRows(browser: Browser, base: string, signedIn: StorageState, runs: number, total: number) {
  const results = [];
  for (const perPage of PAGE_SIZES) {
    const path = `${LIST_PATH}?perPage=${perPage}`;
    const pageRows = Math.min(total, perPage === -1 ? 1000 : perPage);
    const visits: RowsShown[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ baseURL: base, storageState: signedIn });
      visits.push(await rowsShown(context, path, pageRows));
      await context.close();
    }
    const medianOf = (figure: (visit: RowsShown) => number | undefined) => {
      const seen = visits.map(figure).filter((value) => value !== undefined);
      return seen.length === 0 ? undefined : median(seen);
    };
    results.push({
      path,
      pageRows: visits[0]?.pageRows ?? 0,
      drawnRows: visits[0]?.drawnRows ?? 0,
      firstRowsMs: medianOf((visit) => visit.firstRowsMs),
      row20Ms: medianOf((visit) => visit.row20Ms),
      lastRowMs: medianOf((visit) => visit.lastRowMs),
      longestTaskMs: medianOf((visit) => visit.longestTaskMs),
      heapMiB: Math.round(((medianOf((visit) => visit.heapBytes) ?? 0) / 2 ** 20) * 10) / 10,
      visits,
    });
  }
  return results;
}

/** react-admin's time to row 20 of a 20-row list on this machine, the reference issue 15 measured. */
const REACT_ADMIN_ROW_20_MS = 1084;

/** Issue 15's goals for the console, each with the figure measured and whether it is met. */
function goalsOf(routes: Awaited<ReturnType<typeof measureRoutes>>, lists: Awaited<ReturnType<typeof measureRows>>) {
  const route = (name: string) => routes.find((candidate) => candidate.name === name);
  const list = (perPage: number) => lists.find((candidate) => candidate.path.endsWith(`perPage=${perPage}`));
  const goal = (figure: string, measured: number | undefined, limit: number, unit: string) => ({
    figure,
    measured: measured ?? Number.NaN,
    goal: `< ${limit} ${unit}`,
    met: measured !== undefined && measured < limit,
  });
  return [
    goal('login route, gzipped JavaScript', route(LOGIN_ROUTE.name)?.gzipBytes, 200_000, 'B'),
    goal('first list route, gzipped JavaScript', route(FIRST_LIST_ROUTE.name)?.gzipBytes, 380_000, 'B'),
    goal('first list route, on the wire', route(FIRST_LIST_ROUTE.name)?.wireBytes, 450_000, 'B'),
    goal('row 20 of a 20-row list (react-admin: 1,084)', list(20)?.row20Ms, REACT_ADMIN_ROW_20_MS, 'ms'),
    goal('last row of a 1,000-row page', list(-1)?.lastRowMs, 1500, 'ms'),
    goal('heap of a 1,000-row page after GC', list(-1)?.heapMiB, 50, 'MiB'),
  ];
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
      `\nFirst visits of ${LIST_PATH} (${counted[0]?.count ?? 0} locations), ms from navigation, median of ${runs}:`,
    );
    const lists = await measureRows(browser, server.address, signedIn, runs, Number(counted[0]?.count ?? 0));
    console.table(
      lists.map((list) => ({
        path: list.path,
        'page rows': list.pageRows,
        'drawn rows': list.drawnRows,
        'first rows': list.firstRowsMs,
        'row 20': list.row20Ms ?? '—',
        'last row': list.lastRowMs,
        'longest task': list.longestTaskMs,
        'heap MiB': list.heapMiB,
      })),
    );
    const goals = goalsOf(routes, lists);
    console.log("\nIssue 15's goals:");
    console.table(goals.map((goal) => ({ ...goal, met: goal.met ? 'yes' : 'NO' })));

    const results = {
      at: new Date().toISOString(),
      database: database.kind,
      node: process.version,
      chromium: browser.version(),
      gzip: 'node:zlib level 9, each file alone',
      routes,
      largestChunk: chunk,
      list: { path: LIST_PATH, locations: counted[0]?.count ?? 0, runs, pages: lists },
      goals,
    };
    const file = writeResults(rootDir, 'console.json', results);
    console.log(`\nWritten to ${file}`);
  } finally {
    await browser?.close();
    await server?.stop();
    await database.drop();
  }
}
