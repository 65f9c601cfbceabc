import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-accounts.ts';
import { spawnServer, startServer, type ServerProcess } from './support/serverProcess.ts';

// These run the real server process on the embedded PGlite database, whatever DATABASE_URL says:
// the data-directory lock and PGlite's durability are what they check.

const running: ServerProcess[] = [];
const dataDirs: string[] = [];

function newDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'backoffice-process-'));
  dataDirs.push(dir);
  return dir;
}

async function launch(dataDir: string, options?: { logLevel?: string }) {
  const server = await startServer(dataDir, options);
  running.push(server);
  return server;
}

afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const signIn = (url: string) =>
  fetch(`${url}/api/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ strategy: 'local', email: 'superadmin@demo.local', password: DEMO_PASSWORD }),
  });

async function countLoginEvents(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const rows = await database.db.selectFrom('login_event').select('id_login_event').execute();
    return rows.length;
  } finally {
    await database.close();
  }
}

// Each test starts the real server, which builds and seeds a new database of the demo data: minutes
// on a shared two-core machine under load, where the project's 60 s would fail a correct server.
describe('the server process', { timeout: 300_000 }, () => {
  it('refuses a second server on the same data directory at once, and the first keeps serving', async () => {
    const dataDir = newDataDir();
    const first = await launch(dataDir);

    const second = spawnServer(dataDir);
    const { code } = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(
      `The data directory ${dataDir} is in use by another process (pid ${first.child.pid})`,
    );

    const health = await fetch(`${first.url}/health`);
    expect(health.status).toBe(200);
    expect((await signIn(first.url)).status).toBe(200);
  });

  it('loses no committed row when killed with SIGKILL during writes', async () => {
    const dataDir = newDataDir();
    const server = await launch(dataDir);

    let committed = 0;
    let stop = false;
    const writer = async () => {
      while (!stop) {
        try {
          const response = await signIn(server.url);
          if (response.status === 200) committed += 1;
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const writers = [writer(), writer(), writer()];
    while (committed < 6) await new Promise((resolve) => setTimeout(resolve, 10));
    server.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    expect((await server.exited).signal).toBe('SIGKILL');

    // Every sign-in that was answered wrote its login event in a committed transaction.
    expect(await countLoginEvents(dataDir)).toBeGreaterThanOrEqual(committed);

    // The lock of the killed process is stale: a new server takes the directory over.
    const restarted = await launch(dataDir);
    expect((await signIn(restarted.url)).status).toBe(200);
  });

  it('finishes requests in flight on SIGINT, then closes the database and releases the lock', async () => {
    const dataDir = newDataDir();
    const server = await launch(dataDir, { logLevel: 'debug' });
    const before = await fetch(`${server.url}/health`);
    expect(before.status).toBe(200);

    // The signal follows the server's log of the incoming sign-in, so the request is in flight however loaded the machine.
    const inFlight = signIn(server.url);
    while (
      !/incoming request[^\n]*\/api\/authentication|\/api\/authentication[^\n]*incoming request/.test(server.output())
    )
      await new Promise((resolve) => setTimeout(resolve, 5));
    server.child.kill('SIGINT');

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty('accessToken');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    expect(await countLoginEvents(dataDir)).toBe(1);
  });
});
