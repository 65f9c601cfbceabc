import { expect, test } from '@playwright/test';
import { recordScriptDownloads } from '../bench/support/script-downloads.ts';

// Issue 21, item 6: the booking engine's first page downloads at most 150 kB of gzipped JavaScript
// (React, the router, a few MUI components; the texts of one language come as JSON), in the build `npm start` serves.

const ENGINE_FIRST_PAGE_GZIP_BYTES = 150_000;

test('the booking engine’s start page downloads at most 150 kB of gzipped JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  try {
    const page = await context.newPage();
    const dictionaries: string[] = [];
    page.on('request', (request) => {
      const dictionary = /\/api\/locales\/(\w+\/[\w-]+)\.json$/.exec(new URL(request.url()).pathname)?.[1];
      if (dictionary) dictionaries.push(dictionary);
    });
    const downloads = await recordScriptDownloads(page, async () => {
      await page.goto('/appbooking/booking');
      // The search once the engine runs, or its message when the host's engine is off or unreachable.
      await page.getByRole('heading', { level: 1 }).or(page.getByRole('alert')).first().waitFor();
    });
    test.info().annotations.push({
      type: 'downloaded',
      description: `${downloads.gzipBytes} bytes of gzipped JavaScript in ${downloads.scripts.length} files`,
    });
    const paths = downloads.scripts.map((script) => script.path);
    // Its texts are loaded (a measurement without them would miss part of the page), the console's are not.
    expect(dictionaries).toEqual(['de/booking']);
    expect(paths.filter((path) => /\/(vendor|console|console-ui|login-ui)-[^/]+\.js$/.test(path))).toEqual([]);
    const listing = downloads.scripts.map((script) => `${script.path}: ${script.gzipBytes} bytes gzipped`).join('\n');
    expect(downloads.gzipBytes, listing).toBeLessThanOrEqual(ENGINE_FIRST_PAGE_GZIP_BYTES);
  } finally {
    await context.close();
  }
});
