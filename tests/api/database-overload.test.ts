import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp.ts';

// Issue 15, item 4: when every PostgreSQL connection is busy, requests wait in a bounded queue; past
// its limit, or after the wait, they answer 503 with Retry-After, never 500. PGlite has one
// connection and no pool: these run when DATABASE_URL is set.

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** Holds the pool's only connection until `release` is called. */
function holdTheConnection({ database }: TestApp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = new Promise<void>((resolve) => {
    void database.db.connection().execute(async () => {
      resolve();
      await released;
    });
  });
  return { held, release };
}

const listGenres = (app: TestApp, token: string) =>
  app.injectAs(token, { method: 'GET', url: '/api/ticket/genre?$limit=1' });

describe.runIf(process.env.DATABASE_URL)('a saturated connection pool (PostgreSQL)', () => {
  it('lets one request wait for the busy connection and refuses the one past the queue with 503', async () => {
    testApp = await createTestApp(undefined, { pool: { poolSize: 1, poolQueueLimit: 1, poolWaitMs: 120_000 } });
    const token = await testApp.signIn('admin@demo.local');
    const { held, release } = holdTheConnection(testApp);
    await held;

    const first = listGenres(testApp, token);
    const second = listGenres(testApp, token);
    const refused = await Promise.race([first, second]);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toMatchObject({ name: 'Unavailable', code: 503, errors: [{ key: 'error.busy' }] });

    release();
    const answers = await Promise.all([first, second]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 503]);
  });

  it('answers 503 to a request that waited its time in the queue, and serves the next once free', async () => {
    testApp = await createTestApp(undefined, { pool: { poolSize: 1, poolQueueLimit: 5, poolWaitMs: 200 } });
    const token = await testApp.signIn('admin@demo.local');
    const { held, release } = holdTheConnection(testApp);
    await held;

    const waited = await listGenres(testApp, token);
    expect(waited.statusCode).toBe(503);
    expect(waited.headers['retry-after']).toBe('1');
    expect(waited.json()).toMatchObject({ errors: [{ key: 'error.busy' }] });

    release();
    expect((await listGenres(testApp, token)).statusCode).toBe(200);
  });
});
