import { EmulatorError } from './emulator-error.ts';

/** Room for any body an emulator takes, and no more. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The request's body parsed as JSON: a 413 `EmulatorError` once it passes `maxBytes`, a `SyntaxError` for
 * text that is not JSON.
 */
export async function readJsonBody(request: AsyncIterable<Buffer>, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > maxBytes) throw new EmulatorError(413, 'Request body too large');
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** A JSON body's properties; none for anything but an object. */
export const objectBody = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
