import { fileURLToPath } from 'node:url';
import { bulkLoadJourneys } from '../../server/areas/journeys/seed/bulk-load.ts';
import type { RunningServer } from '../../server/start.ts';
import { createBenchDatabase, startBenchServer } from './support/bench-database.ts';
import { positiveIntegerFromEnv } from './support/env-number.ts';
import { medianMs } from './support/median-time.ts';
import { superadminHeaders } from './support/sign-in.ts';
import { writeResults } from './support/write-results.ts';

/**
 * `npm run bench -- journeys`: the journey type-ahead (issue 17 item 5, spec 1 §9) on 100,000
 * journeys (BENCH_ROWS overrides), on PostgreSQL with DATABASE_URL, else on PGlite. Each call a
 * journey picker makes, one at a time: the references call every picker uses, and the list's search
 * with the picker's limit of 30. The goal beside each: under 50 ms on PostgreSQL. Results go to
 * bench-results/journeys.json; nothing here asserts a timing.
 */
const rootDir = fileURLToPath(new URL('../..', import.meta.url));
const GOAL_MS = 50;
const RUNS = 50;
/** What staff type: the start of a place, two words, a whole title's words, an id. */
const TYPED = ['sal', 'romantische rund', 'budapest', 'kleine kurzreise wien', '4711'];

const calls = (typed: string) => [
  { call: 'references', path: `/api/journey/files/references/id_jrn_journey?q=${encodeURIComponent(typed)}` },
  {
    call: 'list search',
    path: `/api/journey-lit?${new URLSearchParams({ $search: typed, $limit: '30', $select: 'title' })}`,
  },
];

async function measure(server: RunningServer, headers: Record<string, string>) {
  const results = [];
  for (const typed of TYPED)
    for (const { call, path } of calls(typed)) {
      const url = `${server.address}${path}`;
      const first = await fetch(url, { headers });
      if (!first.ok) throw new Error(`GET ${path} answered ${first.status}: ${await first.text()}`);
      const body = (await first.json()) as unknown[] | { data: unknown[] };
      const answered = Array.isArray(body) ? body.length : body.data.length;
      const p50Ms = await medianMs(RUNS, async () => (await fetch(url, { headers })).arrayBuffer());
      results.push({ call, typed, answered, p50Ms, goal: `< ${GOAL_MS}`, met: p50Ms < GOAL_MS });
    }
  return results;
}

export async function benchJourneyTypeahead() {
  const database = await createBenchDatabase();
  const rows = positiveIntegerFromEnv('BENCH_ROWS', 100_000);
  let server: RunningServer | undefined;
  try {
    server = await startBenchServer(database, rootDir, { serveConsole: false });
    console.log(`Loading ${rows.toLocaleString('en')} journeys into ${database.kind}…`);
    const load = await bulkLoadJourneys(server.database.db, rows);
    console.log(`  ${(load.ms / 1000).toFixed(1)} s, ${Math.round(load.rowsPerSecond).toLocaleString('en')} rows/s`);
    const measured = await measure(server, await superadminHeaders(server.address));
    const results = {
      at: new Date().toISOString(),
      database: database.kind,
      node: process.version,
      rows,
      runs: RUNS,
      measured,
    };
    const file = writeResults(rootDir, 'journeys.json', results);
    console.log(
      `\nThe journey type-ahead on ${rows.toLocaleString('en')} journeys (${database.kind}), median of ${RUNS} calls:`,
    );
    console.table(measured.map((each) => ({ ...each, met: each.met ? 'yes' : 'NO' })));
    console.log(`Written to ${file}`);
  } finally {
    await server?.stop();
    await database.drop();
  }
}
