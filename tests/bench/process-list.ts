import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bulkLoadProcesses } from '../../server/areas/processes/seed/bulk-load.ts';
import type { RunningServer } from '../../server/start.ts';
import { createBenchDatabase, startBenchServer } from './support/bench-database.ts';
import { positiveIntegerFromEnv } from './support/env-number.ts';
import { medianMs } from './support/median-time.ts';
import { superadminHeaders } from './support/sign-in.ts';

/**
 * `npm run bench -- processes`: the process list (issue 19) on 1,000,000 processes and their 100,000
 * bookers (BENCH_ROWS overrides the processes), on PostgreSQL with DATABASE_URL, else on PGlite:
 * the first page in the list's order (invoice id descending), a page filtered by status, a page
 * searched by a booker's name and by a number. The goal beside each: under 50 ms p50 on PostgreSQL.
 * Results go to bench-results/processes.json; nothing here asserts a timing.
 */
const rootDir = fileURLToPath(new URL('../..', import.meta.url));
const GOAL_MS = 50;
const RUNS = 50;

const CALLS = [
  { call: 'first page', query: '' },
  { call: 'status filter', query: 'status=2' },
  { call: 'two statuses', query: 'status[$in][]=1&status[$in][]=5' },
  { call: 'page 50', query: '$skip=1000' },
  { call: 'booker surname', query: '$search=Schulze' },
  { call: 'booker full name', query: '$search=Anna%20Schulze' },
  { call: 'process number', query: '$search=R-10000600' },
] as const;

async function measure(server: RunningServer, headers: Record<string, string>) {
  const results = [];
  for (const { call, query } of CALLS) {
    const path = `/api/process-lit?$limit=20${query ? `&${query}` : ''}`;
    const url = `${server.address}${path}`;
    const first = await fetch(url, { headers });
    if (!first.ok) throw new Error(`GET ${path} answered ${first.status}: ${await first.text()}`);
    const body = (await first.json()) as { total: number; data: unknown[] };
    const p50Ms = await medianMs(RUNS, async () => (await fetch(url, { headers })).arrayBuffer());
    results.push({
      call,
      path,
      answered: body.data.length,
      total: body.total,
      p50Ms,
      goal: `< ${GOAL_MS}`,
      met: p50Ms < GOAL_MS,
    });
  }
  return results;
}

export async function benchProcessList() {
  const database = await createBenchDatabase();
  const rows = positiveIntegerFromEnv('BENCH_ROWS', 1_000_000);
  let server: RunningServer | undefined;
  try {
    server = await startBenchServer(database, rootDir, { serveConsole: false });
    console.log(`Loading ${rows.toLocaleString('en')} processes into ${database.kind}…`);
    for (const load of await bulkLoadProcesses(server.database.db, rows))
      console.log(
        `  ${load.table}: ${(load.ms / 1000).toFixed(1)} s, ${Math.round(load.rowsPerSecond).toLocaleString('en')} rows/s`,
      );
    const measured = await measure(server, await superadminHeaders(server.address));
    const results = {
      at: new Date().toISOString(),
      database: database.kind,
      node: process.version,
      rows,
      runs: RUNS,
      measured,
    };
    mkdirSync(join(rootDir, 'bench-results'), { recursive: true });
    const file = join(rootDir, 'bench-results', 'processes.json');
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    console.log(
      `\nThe process list on ${rows.toLocaleString('en')} processes (${database.kind}), median of ${RUNS} calls:`,
    );
    console.table(
      measured.map((each) => ({
        call: each.call,
        answered: each.answered,
        total: each.total,
        p50Ms: each.p50Ms,
        goal: each.goal,
        met: each.met ? 'yes' : 'NO',
      })),
    );
    console.log(`Written to ${file}`);
  } finally {
    await server?.stop();
    await database.drop();
  }
}
