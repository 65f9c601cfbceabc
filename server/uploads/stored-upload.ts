import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The name an upload is kept under: 128 random bits and the image's extension. */
export const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;
/** Where the product serves a stored upload. */
export const UPLOADS_PATH = '/api/uploads/';

/**
 * Keeps an image among the uploads under a new random name, written whole or not at all (a partial
 * file is renamed into place); answers the name.
 */
export async function storeUpload(uploadsDir: string, content: Buffer, extension: string): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  const partial = join(uploadsDir, `.${name}.part`);
  try {
    await writeFile(partial, content, { flag: 'wx' });
    await rename(partial, join(uploadsDir, name));
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return name;
}

/** The stored name an address of ours (`/api/uploads/<name>`) names; undefined for any other address. */
export function storedNameOf(link: unknown): string | undefined {
  if (typeof link !== 'string' || !link.startsWith(UPLOADS_PATH)) return undefined;
  const name = link.slice(UPLOADS_PATH.length);
  return STORED_NAME.test(name) ? name : undefined;
}
