import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/chromium-launch.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/support/start-server.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    // Set by the global setup once `npm start` prints its URL.
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...CHROMIUM_LAUNCH,
      // The demo tenants' hosts lead to the local server, as their DNS would in production.
      args: [...CHROMIUM_LAUNCH.args, '--host-resolver-rules=MAP *.demo.local 127.0.0.1'],
    },
  },
});
