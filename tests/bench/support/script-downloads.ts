import { gzipSync } from 'node:zlib';
import type { Page, Request, Response } from '@playwright/test';

export interface ScriptDownload {
  /** The path on the server, e.g. `/assets/index-Ab12.js`. */
  path: string;
  rawBytes: number;
  /** gzip at level 9, the file alone: what the budgets count, whatever the server chose to send. */
  gzipBytes: number;
}

export interface ScriptDownloads {
  scripts: ScriptDownload[];
  rawBytes: number;
  gzipBytes: number;
  /** What every answer of the visit took on the wire, as sent (compressed where the server compressed), headers too. */
  wireBytes: number;
}

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');

async function sizeOf(response: Response): Promise<ScriptDownload> {
  const body = await response.body();
  return {
    path: new URL(response.url()).pathname,
    rawBytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
  };
}

const QUIET_MS = 500;

/** Resolves once no request has been in flight for QUIET_MS: `networkidle` counts only the first time. */
async function networkQuiet(page: Page, activity: { inFlight: number; lastAt: number }) {
  while (activity.inFlight > 0 || Date.now() - activity.lastAt < QUIET_MS) await page.waitForTimeout(100);
}

/**
 * Every JavaScript file the page downloads while `visit` runs and until the network is quiet
 * after it (chunks a page loads once it shows count too), largest first. Give the page a
 * browser context of its own: a file in its cache is not downloaded again.
 */
export async function recordScriptDownloads(page: Page, visit: () => Promise<void>): Promise<ScriptDownloads> {
  const sizes: Promise<ScriptDownload>[] = [];
  const wire: Promise<number>[] = [];
  const activity = { inFlight: 0, lastAt: Date.now() };
  const onRequest = () => {
    activity.inFlight += 1;
    activity.lastAt = Date.now();
  };
  const onRequestDone = () => {
    activity.inFlight -= 1;
    activity.lastAt = Date.now();
  };
  const onRequestFinished = (request: Request) => {
    onRequestDone();
    wire.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize));
  };
  const onResponse = (response: Response) => {
    if (isScript(response)) sizes.push(sizeOf(response));
  };
  page.on('request', onRequest);
  page.on('requestfinished', onRequestFinished);
  page.on('requestfailed', onRequestDone);
  page.on('response', onResponse);
  try {
    await visit();
    await networkQuiet(page, activity);
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onRequestFinished);
    page.off('requestfailed', onRequestDone);
    page.off('response', onResponse);
  }
  const unique = new Map((await Promise.all(sizes)).map((script) => [script.path, script]));
  const scripts = [...unique.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    scripts,
    rawBytes: scripts.reduce((sum, script) => sum + script.rawBytes, 0),
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    wireBytes: (await Promise.all(wire)).reduce((sum, bytes) => sum + bytes, 0),
  };
}
