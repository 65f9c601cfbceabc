import { expect } from 'vitest';
import { encodePng } from '../../../server/uploads/png-image.ts';
import type { TestApp } from './testApp.ts';

const BOUNDARY = '----image-boundary';
let painted = 0;

/** A small PNG no other call of the run paints: its colour counts up. */
export function distinctPng(width = 30, height = 20): Buffer {
  painted += 1;
  const colour = [painted % 256, Math.floor(painted / 256) % 256, 200] as const;
  return encodePng(width, height, () => colour);
}

/** Uploads an image as `POST /api/uploads` takes it and answers its address, `/api/uploads/<name>`. */
export async function uploadImage(testApp: TestApp, token: string | undefined, content: Buffer = distinctPng()) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bild.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const response = await testApp.injectAs(token, {
    method: 'POST',
    url: '/api/uploads',
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ url: string }>().url;
}
