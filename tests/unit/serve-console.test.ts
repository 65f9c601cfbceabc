import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import type { OutputBundle } from 'rolldown';
import type { ResolvedConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveConsole } from '../../server/console/serve-console.ts';
import { registerSecurityHeaders } from '../../server/http/security-headers.ts';
import { compressAssets } from '../../vite/compress-assets-plugin.ts';

// Issue 15, item 5: the console's files leave the server compressed as the build made them.

const SCRIPT = 'assets/list-Ab12Cd.js';
const STYLE = 'assets/small-Ef34Gh.css';
const IMAGE = 'assets/logo-Ij56Kl.png';
const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, n) => ({ id: n, name: `Ort ${n}` })))};\n`;
const page = `<!doctype html><html><head><script type="module" src="/${SCRIPT}"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;

let dir: string;
let app: FastifyInstance;

/** Runs the build plugin over files written as the bundler would have written them. */
async function build(files: Record<string, string | Buffer>) {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  const plugin = compressAssets() as unknown as {
    configResolved(config: Pick<ResolvedConfig, 'root'> & { build: { outDir: string } }): void;
    writeBundle(options: object, bundle: OutputBundle): Promise<void>;
  };
  // The console build passes an absolute folder (a draft beside dist/console).
  plugin.configResolved({ root: tmpdir(), build: { outDir: dir } });
  await plugin.writeBundle({}, Object.fromEntries(Object.keys(files).map((file) => [file, {}])) as OutputBundle);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'backoffice-console-'));
  await build({
    'index.html': page,
    [SCRIPT]: script,
    [STYLE]: 'body{margin:0}',
    [IMAGE]: Buffer.alloc(4096, 7),
  });
  app = Fastify();
  await serveConsole(app, dir);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string, accept = '*/*') =>
  app.inject({ method: 'GET', url, headers: { accept, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('the build', () => {
  it('writes a brotli and a gzip copy of each text file worth compressing, and of nothing else', () => {
    expect(brotliDecompressSync(readFileSync(join(dir, `${SCRIPT}.br`))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, `${SCRIPT}.gz`))).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toBe(page);
    expect(() => readFileSync(join(dir, `${STYLE}.br`))).toThrow(/ENOENT/);
    expect(() => readFileSync(join(dir, `${IMAGE}.gz`))).toThrow(/ENOENT/);
  });
});

describe('the server', () => {
  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)('sends a script as %s asks: %s', async (accepted, sent, decode) => {
    const answer = await get(`/${SCRIPT}`, accepted);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe(sent);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(answer.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client that takes no compression', async () => {
    const answer = await get(`/${SCRIPT}`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(script);
  });

  it('sends a file without a compressed copy as it is', async () => {
    const answer = await get(`/${IMAGE}`, 'br, gzip');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.rawPayload.length).toBe(4096);
  });

  it.each(['/', '/tickets/events?page=2'])('sends index.html for %s compressed and to be revalidated', async (url) => {
    const answer = await get(url, 'br', 'text/html');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(page);
  });
});

describe('the security headers', () => {
  let secured: FastifyInstance;
  beforeAll(async () => {
    secured = Fastify();
    await registerSecurityHeaders(secured, { hstsMaxAge: 0 });
    await serveConsole(secured, dir);
    await secured.ready();
  });
  afterAll(() => secured.close());

  it('go whole with the page, and without those only a document heeds with its hashed files', async () => {
    const pageAnswer = await secured.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(pageAnswer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(pageAnswer.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const file of [SCRIPT, STYLE, IMAGE]) {
      const answer = await secured.inject({ method: 'GET', url: `/${file}` });
      expect(answer.statusCode, file).toBe(200);
      expect(answer.headers['content-security-policy'], file).toBeUndefined();
      expect(answer.headers['x-frame-options'], file).toBeUndefined();
      expect(answer.headers['referrer-policy'], file).toBeUndefined();
      expect(answer.headers['x-content-type-options'], file).toBe('nosniff');
      expect(answer.headers['cross-origin-resource-policy'], file).toBe('same-origin');
    }
  });
});
