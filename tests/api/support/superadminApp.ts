import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './testApp.ts';

/**
 * The test app of a test file, with the superadmin signed in: built before the file's tests,
 * closed after them. `call` sends a request as the superadmin, or with another token.
 */
export function superadminApp() {
  let app: TestApp | undefined;
  let token = '';
  beforeAll(async () => {
    app = await createTestApp();
    token = await app.signIn('superadmin@demo.local');
  });
  afterAll(() => app?.close());
  const started = () => {
    if (!app) throw new Error('the test app is built in beforeAll');
    return app;
  };
  return {
    get app() {
      return started();
    },
    call: (options: InjectOptions, bearer: string | undefined = token) => started().injectAs(bearer, options),
  };
}
