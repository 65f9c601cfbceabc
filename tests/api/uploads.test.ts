import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../server/routes/uploads.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let testApp: TestApp;
let token: string;

beforeAll(async () => {
  testApp = await createTestApp();
  token = await testApp.signIn('tickets@demo.local');
});
afterAll(() => testApp.close());

// The smallest valid PNG: one transparent pixel.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

function multipart(content: Buffer, { field = 'file', filename = 'picture.png', type = 'image/png' } = {}) {
  const boundary = '----test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

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

  it('serve nothing outside the uploads folder', async () => {
    for (const name of ['..%2F..%2Fpackage.json', '.%2e%2fsecret.png', 'a'.repeat(32) + '.png', 'passwd']) {
      expect((await testApp.app.inject({ method: 'GET', url: `/api/uploads/${name}` })).statusCode).toBe(404);
    }
  });
});
