import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../server/routes/uploads.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { mintToken } from './support/mintedTokens.ts';

let testApp: TestApp;
let token: string;

beforeAll(async () => {
  testApp = await createTestApp();
  token = await mintToken(testApp.database.db, 'tickets@demo.local');
});
afterAll(() => testApp.close());

// The smallest valid PNG: one transparent pixel.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

const BOUNDARY = '----test-boundary';
const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const END = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

const partHead = ({ field = 'file', filename = 'picture.png', type = 'image/png' } = {}) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );

function multipart(content: Buffer, options?: Parameters<typeof partHead>[0]) {
  const payload = Buffer.concat([partHead(options), content, END]);
  return { payload, headers: { 'content-type': MULTIPART_TYPE } };
}

/** A body as a browser sends a file: the part's headers, then the file in 64 KiB reads, then the end. */
function* inPieces(content: Buffer) {
  yield partHead();
  for (let start = 0; start < content.length; start += 64 * 1024) yield content.subarray(start, start + 64 * 1024);
  yield END;
}

/** A PNG of `size` bytes: its signature, then zeros. */
const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

const upload = (content: Buffer, options?: Parameters<typeof multipart>[1], bearer: string | null = token) =>
  testApp.injectAs(bearer ?? undefined, { method: 'POST', url: '/api/uploads', ...multipart(content, options) });

describe('uploads', () => {
  it('store an image under a random name and serve it back unchanged, without sniffing', async () => {
    const response = await upload(PNG);
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json();
    expect(stored).toMatchObject({ contentType: 'image/png', size: PNG.length });
    expect(stored.name).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(stored.url).toBe(`/api/uploads/${stored.name}`);

    // an <img> sends no token: reading needs none
    const served = await testApp.app.inject({ method: 'GET', url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(`inline; filename="${stored.name}"`);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await upload(PNG)).json().name).not.toBe(stored.name);
  });

  it('judge the type by the content, not by the name or the claimed type', async () => {
    const script = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const disguised = await upload(script, { filename: 'innocent.png', type: 'image/png' });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().errors[0]).toMatchObject({ field: 'file', key: 'error.upload_type' });
    const renamed = await upload(PNG, { filename: 'evil.html', type: 'text/html' });
    expect(renamed.json().contentType).toBe('image/png');
    // The name the client sent is never served back: the disposition names the stored file only.
    const served = await testApp.app.inject({ method: 'GET', url: renamed.json().url });
    expect(served.headers['content-disposition']).toBe(`inline; filename="${renamed.json().name}"`);
  });

  it('refuse strangers, missing files, other fields and images that are too large', async () => {
    expect((await upload(PNG, {}, null)).statusCode).toBe(401);
    expect((await upload(PNG, { field: 'other' })).statusCode).toBe(400);
    const json = await testApp.injectAs(token, { method: 'POST', url: '/api/uploads', payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    const huge = await upload(Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors[0].key).toBe('error.upload_size');
  });

  it('refuse an image over the limit with 413 and store nothing, however it arrives', async () => {
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const before = readdirSync(testApp.uploadsDir);
    for (const size of [MAX_UPLOAD_BYTES + 1, 11 * 1024 * 1024, 40 * 1024 * 1024]) {
      const image = pngOfSize(size);
      const ways = {
        whole: () => upload(image),
        // File data after the part's headers in 64 KiB pieces reaches the limit exactly at the end of
        // a piece: the multipart parser then cut the file there without saying so.
        inPieces: () =>
          testApp.injectAs(token, {
            method: 'POST',
            url: '/api/uploads',
            headers: { 'content-type': MULTIPART_TYPE },
            payload: Readable.from(inPieces(image)),
          }),
        overHttp: () => uploadOverHttp(address, [...inPieces(image)]),
      };
      for (const [how, send] of Object.entries(ways)) {
        const answer = await send();
        expect(answer.statusCode, `${size} bytes, ${how}: ${answer.body}`).toBe(413);
        expect(JSON.parse(answer.body).errors[0]).toMatchObject({ field: 'file', key: 'error.upload_size' });
        expect(readdirSync(testApp.uploadsDir), `${size} bytes, ${how}`).toEqual(before);
      }
    }
  });

  it('store an image of exactly the limit whole, and refuse a body that ends inside the file', async () => {
    const image = pngOfSize(MAX_UPLOAD_BYTES);
    const stored = await testApp.injectAs(token, {
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': MULTIPART_TYPE },
      payload: Readable.from(inPieces(image)),
    });
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json().size).toBe(MAX_UPLOAD_BYTES);
    const served = await testApp.app.inject({ method: 'GET', url: stored.json().url });
    expect(served.rawPayload.equals(image)).toBe(true);

    const before = readdirSync(testApp.uploadsDir);
    const cut = await testApp.injectAs(token, {
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': MULTIPART_TYPE },
      payload: Buffer.concat([partHead(), PNG]),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().errors[0]).toMatchObject({ field: 'file', key: 'error.invalid' });
    expect(readdirSync(testApp.uploadsDir)).toEqual(before);
  });

  it('serve nothing outside the uploads folder', async () => {
    for (const name of ['..%2F..%2Fpackage.json', '.%2e%2fsecret.png', 'a'.repeat(32) + '.png', 'passwd']) {
      expect((await testApp.app.inject({ method: 'GET', url: `/api/uploads/${name}` })).statusCode).toBe(404);
    }
  });
});

/** Uploads over a real connection, written piece by piece as a browser would. */
function uploadOverHttp(address: string, pieces: Buffer[]): Promise<{ statusCode: number; body: string }> {
  return new Promise((resolve, reject) => {
    const post = request(
      `${address}/api/uploads`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': MULTIPART_TYPE,
          'content-length': pieces.reduce((total, piece) => total + piece.length, 0),
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (text: string) => (body += text));
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    post.on('error', reject);
    Readable.from(pieces).pipe(post);
  });
}
