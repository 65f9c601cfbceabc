import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/chromium-launch.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/support/start-server.ts',
  // Two spec files at a time, each test in order: the specs keep their records apart by unique names.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A first page load builds the whole console in the browser: on this kind of two-core machine,
  // shared and sometimes slow, it has taken 15 s while tests in two workers load pages too.
  timeout: 90_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    // Set by the global setup once `npm start` prints its URL.
    baseURL: process.env.E2E_BASE_URL,
    // Recording a trace doubles the browser's work in every test, passed or failed: a failing test is
    // traced when run again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...CHROMIUM_LAUNCH,
      // The demo tenants' hosts lead to the local server, as their DNS would in production.
      args: [...CHROMIUM_LAUNCH.args, '--host-resolver-rules=MAP *.demo.local 127.0.0.1'],
    },
  },
});
