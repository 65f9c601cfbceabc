import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp.ts';

// API answers of 1 kB and more leave compressed as the client accepts (server/http/compress-answers.ts).

let testApp: TestApp;
let authorization: string;
beforeAll(async () => {
  testApp = await createTestApp();
  authorization = `Bearer ${await testApp.signIn('superadmin@demo.local')}`;
});
afterAll(() => testApp.close());

const ask = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers: { authorization, ...headers } });

describe('compressed API answers', () => {
  it('answers a large answer brotli or gzip compressed as the client takes it, the same JSON either way', async () => {
    const url = '/api/openapi.json';
    const plain = await ask(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(100_000);

    const br = await ask(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);

    const gzip = await ask(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small answer and a client that takes no encoding as they are', async () => {
    const small = await ask('/api/userdata', { 'accept-encoding': 'br' });
    expect(small.statusCode).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const identity = await ask('/api/openapi.json', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toHaveProperty('paths');
  });

  it('never inflates a compressed request body', async () => {
    const body = gzipSync(JSON.stringify({ strategy: 'local', email: 'superadmin@demo.local', password: 'x' }));
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/authentication',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(answer.statusCode).toBe(400);
  });
});
