import { fileURLToPath } from 'node:url';
import { consoleOutDir } from '../../server/console/console-build.ts';
import type { RunningServer } from '../../server/start.ts';
import { createBenchDatabase, startBenchServer } from './support/bench-database.ts';
import { firstStepScripts } from './support/first-step-scripts.ts';
import { median } from './support/median-time.ts';
import { writeResults } from './support/write-results.ts';

/**
 * `npm run bench -- booking`: the public booking engine (issue 21 item 6). The journey search
 * (`GET /api/booking-engine/journeys`, no sign-in) on the demo data, one call at a time, without a
 * search and with what customers type: median and 95th percentile against the goal of 100 ms; and
 * the gzipped JavaScript `dist/console/booking.html` loads for its first step (its module scripts,
 * preloads and their static imports) against the budget of 150 kB. Starts the product on a new
 * database (PGlite, or one of its own on DATABASE_URL's server) with the demo data; reads the build
 * as it is (`npm run build` makes it). Writes bench-results/booking.json; nothing here asserts a timing.
 */
const rootDir = fileURLToPath(new URL('../..', import.meta.url));
const SEARCH_GOAL_MS = 100;
const FIRST_STEP_BUDGET_BYTES = 150_000;
const RUNS = 50;
const WARM_UPS = 5;
const ENGINE_PAGE = 'booking.html';
/** The whole list, then what customers type: a place, a kind of trip, a word of two, with a month. */
const SEARCHES: readonly Record<string, string>[] = [
  {},
  { search: 'rügen' },
  { search: 'wien' },
  { search: 'flusskreuzfahrt' },
  { search: 'advent prag' },
  { search: 'mallorca', transport: 'flight' },
  { month: '2027-06' },
];

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
  return Math.round(value * 100) / 100;
}

/** Each search's answer size and times; undefined when the server has no journey search yet. */
async function measureSearch(server: RunningServer) {
  const results = [];
  for (const query of SEARCHES) {
    const path = `/api/booking-engine/journeys?${new URLSearchParams(query)}`;
    const url = `${server.address}${path}`;
    const first = await fetch(url);
    if (first.status === 404 && results.length === 0) return undefined;
    if (!first.ok) throw new Error(`GET ${path} answered ${first.status}: ${await first.text()}`);
    const answered = ((await first.json()) as { data: unknown[] }).data.length;
    for (let warmUp = 0; warmUp < WARM_UPS; warmUp += 1) await (await fetch(url)).arrayBuffer();
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      await (await fetch(url)).arrayBuffer();
      times.push(performance.now() - started);
    }
    const p95Ms = percentile(times, 0.95);
    results.push({
      query: new URLSearchParams(query).toString() || '(none)',
      answered,
      p50Ms: median(times),
      p95Ms,
      goal: `< ${SEARCH_GOAL_MS}`,
      met: p95Ms < SEARCH_GOAL_MS,
    });
  }
  return results;
}

function measureFirstStep() {
  const scripts = firstStepScripts(consoleOutDir(rootDir), ENGINE_PAGE);
  if (!scripts) return undefined;
  const gzipBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const rawBytes = scripts.reduce((sum, script) => sum + script.rawBytes, 0);
  return {
    scripts,
    rawBytes,
    gzipBytes,
    budgetGzipBytes: FIRST_STEP_BUDGET_BYTES,
    met: gzipBytes <= FIRST_STEP_BUDGET_BYTES,
  };
}

export async function benchBooking() {
  const firstStep = measureFirstStep();
  console.log(`\nThe booking engine's first step, gzipped JavaScript (level 9 per file; kB = 1,000 bytes):`);
  if (firstStep) {
    console.table(
      firstStep.scripts.map((script) => ({
        file: script.file,
        'raw kB': kB(script.rawBytes),
        'gzip kB': kB(script.gzipBytes),
      })),
    );
    console.log(
      `  ${firstStep.scripts.length} files, ${kB(firstStep.gzipBytes)} kB gzip (budget ≤ ${kB(FIRST_STEP_BUDGET_BYTES)} kB): ${firstStep.met ? 'met' : 'NOT MET'}`,
    );
  } else console.log(`  not built: dist/console/${ENGINE_PAGE} is missing (npm run build makes it)`);

  const database = await createBenchDatabase();
  let server: RunningServer | undefined;
  try {
    server = await startBenchServer(database, rootDir, { serveConsole: false });
    const search = await measureSearch(server);
    console.log(
      `\nThe engine's journey search on the demo data (${database.kind}), ${RUNS} calls each, one at a time:`,
    );
    if (search) console.table(search.map((each) => ({ ...each, met: each.met ? 'yes' : 'NO' })));
    else console.log('  not served: GET /api/booking-engine/journeys answered 404');
    const file = writeResults(rootDir, 'booking.json', {
      at: new Date().toISOString(),
      database: database.kind,
      node: process.version,
      runs: RUNS,
      search: search ?? 'not served',
      firstStep: firstStep ?? 'not built',
    });
    console.log(`Written to ${file}`);
  } finally {
    await server?.stop();
    await database.drop();
  }
}
