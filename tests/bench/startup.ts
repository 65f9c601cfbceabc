import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-accounts.ts';
import { startServer } from '../../server/start.ts';
import { writeResults } from './support/write-results.ts';

/**
 * `npm run bench` (or `npm run bench -- startup`): start-up, and latency and throughput of the skeleton's calls over real HTTP
 * on loopback, on the embedded database (or PostgreSQL with DATABASE_URL). Results go to
 * bench-results/<time>.json; nothing here asserts a timing.
 */
const rootDir = fileURLToPath(new URL('../..', import.meta.url));

interface Figures {
  requests: number;
  concurrency: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

async function load(requests: number, concurrency: number, call: () => Promise<Response>): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        const begin = performance.now();
        const response = await call();
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`request failed with ${response.status}`);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (share: number) => round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))]);
  return {
    requests,
    concurrency,
    perSecond: round((requests / elapsed) * 1000),
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
  };
}

const round = (value = 0) => Math.round(value * 10) / 10;

export async function benchStartup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-'));
  const config = { ...loadConfig(), dataDir, port: 0, logLevel: 'silent' as const, serveConsole: false };
  try {
    const firstStart = performance.now();
    const server = await startServer({ ...config, demoData: true }, rootDir);
    const firstStartMs = round(performance.now() - firstStart);
    await server.stop();

    const reopen = performance.now();
    const reopened = await openDatabase(config);
    const reopenMs = round(performance.now() - reopen);
    await reopened.close();

    const running = await startServer({ ...config, demoData: false }, rootDir);
    const base = running.address;
    const signIn = () =>
      fetch(`${base}/api/authentication`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ strategy: 'local', email: 'superadmin@demo.local', password: DEMO_PASSWORD }),
      });
    const { accessToken } = (await (await signIn()).json()) as { accessToken: string };

    const results = {
      at: new Date().toISOString(),
      database: running.database.kind,
      node: process.version,
      startup: { firstStartWithSeedMs: firstStartMs, reopenDatabaseMs: reopenMs },
      health: await load(3000, 16, () => fetch(`${base}/health`)),
      userdata: await load(3000, 16, () =>
        fetch(`${base}/api/userdata`, { headers: { authorization: `Bearer ${accessToken}` } }),
      ),
      signIn: await load(40, 4, signIn),
      rssMiB: round(process.memoryUsage().rss / 1024 / 1024),
    };
    await running.stop();

    const file = writeResults(rootDir, `${results.at.replaceAll(':', '-')}.json`, results);
    console.log(JSON.stringify(results, null, 2));
    console.log(`\nWritten to ${file}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
