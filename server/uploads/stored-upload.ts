import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The names `POST /uploads` gives the files it stores: 128 random bits and the image's extension. */
export const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

const UPLOAD_LINK = /^\/api\/uploads\/([^/]+)$/;

/** The content of the stored upload an address `/api/uploads/<name>` names, or undefined when it names none. */
export async function readStoredUpload(uploadsDir: string, link: string): Promise<Buffer | undefined> {
  const name = UPLOAD_LINK.exec(link)?.[1];
  if (!name || !STORED_NAME.test(name)) return undefined;
  return readFile(join(uploadsDir, name)).catch(() => undefined);
}

/**
 * Keeps an image among the uploads under a new random name, written whole or not at all (a partial
 * file is renamed into place); answers its address, `/api/uploads/<name>`.
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
  return `/api/uploads/${name}`;
}
