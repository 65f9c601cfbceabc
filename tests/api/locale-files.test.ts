import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp.ts';

// The console and the booking engine load their texts from this call (src/i18n/dictionaryRequest.ts).

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const ask = (path: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: `/api/locales/${path}`, headers });
const file = (path: string) => readFileSync(new URL(`../../locales/${path}`, import.meta.url), 'utf8');

describe('GET /api/locales/{language}/{namespace}.json', () => {
  it('answers the file, without a token, for each language and area', async () => {
    for (const path of [
      'en/common.json',
      'ar/common.json',
      'de/tickets.json',
      'dk/eventEditor.json',
      'fr/booking.json',
    ]) {
      const answer = await ask(path);
      expect(answer.statusCode, path).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.body, path).toBe(file(path));
    }
  });

  it('answers brotli or gzip where the browser takes it, the same file either way', async () => {
    const plain = file('en/common.json');
    const br = await ask('en/common.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    expect(br.rawPayload.length).toBeLessThan(plain.length / 3);
    const gzip = await ask('en/common.json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    const identity = await ask('en/common.json', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain);
  });

  it('is revalidated by its ETag: 304 while the file is the same, each file its own', async () => {
    const first = await ask('en/tickets.json');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const again = await ask('en/tickets.json', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await ask('de/tickets.json', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('answers 404 in the error catalogue’s shape for a language or dictionary there is not', async () => {
    for (const path of ['xx/common.json', 'en/nothing.json', 'en/constructor.json', 'en/hasOwnProperty.json']) {
      const answer = await ask(path);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.json(), path).toMatchObject({ name: 'NotFound', code: 404, errors: [] });
    }
  });

  it('refuses names that are no dictionary’s, never reading outside locales/', async () => {
    const hostile = [
      'en/__proto__.json',
      'EN/common.json',
      'eng/common.json',
      '__proto__/common.json',
      'en/..%2F..%2Fpackage.json',
      '..%2F..%2Fserver/app.json',
      'en/%2E%2E.json',
      'en/common.txt',
      'en/.json',
      'en/common.json.json',
      'en/common',
    ];
    for (const path of hostile) {
      const answer = await ask(path);
      expect([400, 404], `${path}: ${answer.body}`).toContain(answer.statusCode);
      expect(answer.json(), path).toHaveProperty('code', answer.statusCode);
    }
    // Refused by the names' patterns before any lookup: a language is two small letters.
    for (const path of ['en/__proto__.json', 'EN/common.json', 'eng/common.json', '__proto__/common.json'])
      expect((await ask(path)).statusCode, path).toBe(400);
  });

  it('refuses a query it does not know', async () => {
    for (const query of ['v=1', '__proto__=1']) {
      const answer = await ask(`en/common.json?${query}`);
      expect(answer.statusCode, query).toBe(400);
    }
  });
});
