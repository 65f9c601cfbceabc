import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../server/db/tables.ts';
import { bulkLoadLocations } from '../../server/areas/tickets/seed/bulk-load.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-accounts.ts';
import type { RunningServer } from '../../server/start.ts';
import {
  cappedCountSql,
  estimateSql,
  EXACT_COUNT_LIMIT,
  listVariants,
  pageSql,
  type ListVariant,
} from './api-variants.ts';
import { createBenchDatabase, startBenchServer } from './support/bench-database.ts';
import { positiveIntegerFromEnv } from './support/env-number.ts';
import { loadUrl } from './support/http-load.ts';
import { medianMs } from './support/median-time.ts';
import { writeResults } from './support/write-results.ts';

/**
 * `npm run bench -- api`: the generic list endpoint on a large table. Loads 2,000,000 locations
 * into a new PostgreSQL database (with DATABASE_URL) or 200,000 into a temporary PGlite directory
 * (BENCH_ROWS overrides), starts the server, and measures GET /api/ticket/location in a few
 * variants with autocannon (BENCH_SECONDS per variant, 10 by default), beside the SQL that answers
 * the same call at best. Results go to bench-results/api.json; nothing here asserts a timing.
 */
const rootDir = fileURLToPath(new URL('../..', import.meta.url));
const CONNECTIONS = 20;
const WARM_UP_SECONDS = 2;
const SQL_RUNS = 200;

async function signIn(address: string): Promise<string> {
  const response = await fetch(`${address}/api/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ strategy: 'local', email: 'superadmin@demo.local', password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Signing in as superadmin@demo.local answered ${response.status}.`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

interface PageAnswer {
  total: number;
  totalIsEstimate?: true;
  data: { id_tk_location: number }[];
}

async function fetchPage(url: string, headers: Record<string, string>): Promise<PageAnswer> {
  const response = await fetch(url, { headers });
  if (response.status === 404) throw new Error(`GET ${url} answered 404: the generic list endpoint is not there yet.`);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as PageAnswer;
}

/** The SQL floor of a call: the page, the capped count, and the estimate where the API needs one. */
async function timeSql(db: Kysely<Tables>, variant: ListVariant, estimated: boolean) {
  const pageMs = await medianMs(SQL_RUNS, () => pageSql(variant).execute(db));
  const countMs = await medianMs(SQL_RUNS, () => cappedCountSql(variant).execute(db));
  const estimateMs = estimated ? await medianMs(SQL_RUNS, () => estimateSql(variant).execute(db)) : 0;
  return { pageMs, countMs, estimateMs, totalMs: Math.round((pageMs + countMs + estimateMs) * 100) / 100 };
}

async function measureVariant(
  server: RunningServer,
  headers: Record<string, string>,
  variant: ListVariant,
  seconds: number,
) {
  const url = `${server.address}/api/ticket/location?${new URLSearchParams(variant.query)}`;
  const answer = await fetchPage(url, headers);
  const { rows: sqlPage } = await pageSql(variant).execute(server.database.db);
  const sameRowsAsSql =
    JSON.stringify(answer.data.map((row) => row.id_tk_location)) ===
    JSON.stringify(sqlPage.map((row) => row.id_tk_location));
  if (!sameRowsAsSql) console.warn(`  ${variant.name}: the API's page differs from the SQL page`);

  await loadUrl(url, { connections: CONNECTIONS, seconds: WARM_UP_SECONDS, headers });
  const http = await loadUrl(url, { connections: CONNECTIONS, seconds, headers });
  // One request at a time: the server's own time per call, to set beside the SQL's.
  const sequentialP50Ms = await medianMs(SQL_RUNS, async () => {
    await (await fetch(url, { headers })).arrayBuffer();
  });
  const rawSql = await timeSql(server.database.db, variant, answer.totalIsEstimate === true);
  console.log(
    `  ${variant.name}: ${http.requestsPerSecond} req/s, p50 ${http.p50Ms} ms, alone ${sequentialP50Ms} ms, SQL ${rawSql.totalMs} ms`,
  );
  return {
    name: variant.name,
    description: variant.description,
    goal: variant.goal,
    path: url.slice(server.address.length),
    total: answer.total,
    totalIsEstimate: answer.totalIsEstimate === true,
    sameRowsAsSql,
    http,
    sequentialP50Ms,
    rawSqlMedianMs: rawSql,
  };
}

function printTable(variants: Measured[]) {
  const header = [
    'variant',
    'total',
    'req/s',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'alone p50',
    'SQL page',
    'SQL count',
    'SQL est.',
  ];
  const rows = variants.map((variant) => [
    variant.name,
    `${variant.total}${variant.totalIsEstimate ? '~' : ''}`,
    String(variant.http.requestsPerSecond),
    String(variant.http.p50Ms),
    String(variant.http.p99Ms),
    String(variant.http.non2xx + variant.http.errors),
    String(variant.sequentialP50Ms),
    String(variant.rawSqlMedianMs.pageMs),
    String(variant.rawSqlMedianMs.countMs),
    String(variant.rawSqlMedianMs.estimateMs),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  ');
  console.log(`\n${line(header)}\n${rows.map(line).join('\n')}`);
  console.log(
    `(~ estimated total; p50/p99 under ${CONNECTIONS} connections; alone: median ms of one request at a time; SQL: median ms of the raw statements)`,
  );
}

type Measured = Awaited<ReturnType<typeof measureVariant>>;

/** How far the server's time alone may be above the raw SQL's (issue 15). */
const SQL_OVERHEAD_GOAL_MS = 2;

/** Each of issue 15's goals with the figure measured and whether it is met. */
function goalsOf(variants: Measured[]) {
  return variants.flatMap((variant) => {
    const { goal } = variant;
    const overhead = Math.round((variant.sequentialP50Ms - variant.rawSqlMedianMs.totalMs) * 100) / 100;
    return [
      ...(goal?.requestsPerSecond === undefined
        ? []
        : [
            {
              variant: variant.name,
              figure: 'req/s',
              measured: variant.http.requestsPerSecond,
              goal: `>= ${goal.requestsPerSecond}`,
              met: variant.http.requestsPerSecond >= goal.requestsPerSecond,
            },
          ]),
      ...(goal?.aloneP50Ms === undefined
        ? []
        : [
            {
              variant: variant.name,
              figure: 'alone p50 ms',
              measured: variant.sequentialP50Ms,
              goal: `<= ${goal.aloneP50Ms}`,
              met: variant.sequentialP50Ms <= goal.aloneP50Ms,
            },
          ]),
      {
        variant: variant.name,
        figure: 'answers not 2xx',
        measured: variant.http.non2xx + variant.http.errors,
        goal: '0',
        met: variant.http.non2xx + variant.http.errors === 0,
      },
      {
        variant: variant.name,
        figure: 'ms above raw SQL',
        measured: overhead,
        goal: `<= ${SQL_OVERHEAD_GOAL_MS}`,
        met: overhead <= SQL_OVERHEAD_GOAL_MS,
      },
    ];
  });
}

export async function benchApi() {
  const database = await createBenchDatabase();
  const rows = positiveIntegerFromEnv('BENCH_ROWS', database.kind === 'postgres' ? 2_000_000 : 200_000);
  const seconds = positiveIntegerFromEnv('BENCH_SECONDS', 10);
  let server: RunningServer | undefined;
  try {
    server = await startBenchServer(database, rootDir, { serveConsole: false });
    console.log(`Loading ${rows.toLocaleString('en')} locations into ${database.kind}…`);
    const load = await bulkLoadLocations(server.database.db, rows);
    console.log(`  ${(load.ms / 1000).toFixed(1)} s, ${Math.round(load.rowsPerSecond).toLocaleString('en')} rows/s`);
    const { rows: counted } = await sql<{ count: number }>`select count(*) as count from tk_location`.execute(
      server.database.db,
    );

    const headers = { authorization: `Bearer ${await signIn(server.address)}` };
    console.log(`Measuring GET /api/ticket/location: ${CONNECTIONS} connections, ${seconds} s per variant…`);
    const variants = [];
    for (const variant of listVariants) variants.push(await measureVariant(server, headers, variant, seconds));

    const results = {
      at: new Date().toISOString(),
      database: database.kind,
      node: process.version,
      rows: { loaded: rows, inTable: counted[0]?.count ?? 0, loadSeconds: Math.round(load.ms / 100) / 10 },
      load: { connections: CONNECTIONS, seconds, warmUpSeconds: WARM_UP_SECONDS },
      exactCountLimit: EXACT_COUNT_LIMIT,
      sqlRuns: SQL_RUNS,
      variants,
      goals: goalsOf(variants),
    };
    const file = writeResults(rootDir, 'api.json', results);
    printTable(variants);
    console.log("\nIssue 15's goals:");
    console.table(results.goals.map((goal) => ({ ...goal, met: goal.met ? 'yes' : 'NO' })));
    console.log(`\nWritten to ${file}`);
  } finally {
    await server?.stop();
    await database.drop();
  }
}
