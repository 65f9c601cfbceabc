import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistry } from '../../registry/build-registry.ts';
import type { RegistryFiles } from '../../registry/types.ts';
import { createTestApp, repositoryRegistry, type TestApp } from './support/testApp.ts';

// The console builds its registry from what this call answers (src/registry/registry.ts).

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const ask = (headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: '/api/registry.json', headers });

describe('GET /api/registry.json', () => {
  it('answers the files the server loaded, without a token, and they build the same registry', async () => {
    const answer = await ask();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    const files = answer.json<RegistryFiles>();
    expect(files).toEqual(JSON.parse(JSON.stringify(repositoryRegistry.files)));
    const built = buildRegistry(files);
    expect(built.resources.map((resource) => resource.name)).toEqual(
      repositoryRegistry.resources.map((resource) => resource.name),
    );
    expect(Object.keys(built.entities)).toEqual(Object.keys(repositoryRegistry.entities));
  });

  it('answers brotli or gzip where the browser takes it, the same files either way', async () => {
    const plain = (await ask()).body;
    const br = await ask({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    expect(br.rawPayload.length).toBeLessThan(plain.length / 3);
    const gzip = await ask({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect((await ask({ 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
  });

  it('is revalidated by its ETag: 304 while the files are the same', async () => {
    const first = await ask();
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const again = await ask({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await ask({ 'if-none-match': '"another"' })).statusCode).toBe(200);
  });

  it('refuses a query it does not know, built-in names too', async () => {
    for (const query of ['x=1', '__proto__=1', 'constructor=x']) {
      const answer = await testApp.app.inject({ method: 'GET', url: `/api/registry.json?${query}` });
      expect(answer.statusCode, query).toBe(400);
    }
  });
});
