import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { dynamic } from '../../crud/crud-context.ts';
import { notDeleted, withId } from '../../crud/operations/record-conditions.ts';
import { allOf, type Condition } from '../../crud/query/build-where.ts';
import type { Tables } from '../../db/tables.ts';
import { notFound } from '../../errors.ts';
import { StockSystemError, type StockSystem } from '../../integrations/stock/stock-system.ts';
import { imageTypeOf } from '../../uploads/image-type.ts';
import { readStoredUpload, storeUpload } from '../../uploads/stored-upload.ts';
import { licenceFailed, licenceMissing, stockUnavailable } from './stock-errors.ts';
import { recordDownload, stockRow } from './stock-licences.ts';

/** A file the download call answers as an attachment. */
export interface DownloadedFile {
  content: Buffer;
  contentType: string;
  fileName: string;
}

/** A stored upload's content and type; null when the address is not one of ours or the file is gone. */
async function storedFile(
  uploadsDir: string,
  link: string | null,
): Promise<{ content: Buffer; contentType: string } | null> {
  const content = link === null ? undefined : await readStoredUpload(uploadsDir, link);
  const type = content && imageTypeOf(content);
  return content && type ? { content, contentType: type.type } : null;
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1);

/**
 * `GET /download-images/{id}`: a Standard-licensed stock image's file. The first call fetches it
 * from Adobe Stock (the licence's download URL, redirected to a signed file) and keeps it among our
 * uploads; every later call answers that copy. Of two first calls at once, one copy is kept (the
 * other's is removed): the record names one file.
 */
export async function downloadStockImage(
  { db, stock, uploadsDir }: { db: Kysely<Tables>; stock: StockSystem; uploadsDir: string },
  id: number,
): Promise<DownloadedFile> {
  const row = await stockRow(db, id);
  if (row?.is_licensed !== 'Standard') throw licenceMissing();
  const fileName = (extension: string) => `AdobeStock_${id}.${extension}`;
  const kept = row.database ? await storedFile(uploadsDir, row.link) : null;
  if (kept && row.link) return { ...kept, fileName: fileName(extensionOf(row.link)) };

  let url: string | null;
  try {
    url = (await stock.purchase(id)).url;
  } catch (error) {
    throw error instanceof StockSystemError ? stockUnavailable(error) : error;
  }
  if (!url) throw licenceMissing();
  let downloaded;
  try {
    downloaded = await stock.download(url);
  } catch (error) {
    throw error instanceof StockSystemError ? licenceFailed(error.message, error) : error;
  }
  const image = imageTypeOf(downloaded.content);
  if (!image) throw licenceFailed(`Adobe Stock sent image ${id} as something that is not an image`);
  const link = await storeUpload(uploadsDir, downloaded.content, image.extension);
  if (!(await recordDownload(db, row, link))) {
    // Another call stored its copy first: that one is the record's.
    await rm(join(uploadsDir, link.slice(link.lastIndexOf('/') + 1)), { force: true });
    const first = await stockRow(db, id);
    const theirs = first && (await storedFile(uploadsDir, first.link));
    if (theirs && first.link) return { ...theirs, fileName: fileName(extensionOf(first.link)) };
  }
  return { content: downloaded.content, contentType: image.type, fileName: fileName(image.extension) };
}

/**
 * `GET /download-images/c{id}`: an own image's file, of a record the user may read (`scope`: the
 * customer images' row rules, which the libraries' owner rules are part of).
 */
export async function downloadCustomerImage(
  { db, uploadsDir }: { db: Kysely<Tables>; uploadsDir: string },
  customerImages: ResourceDefinition,
  id: number,
  scope: Condition,
): Promise<DownloadedFile> {
  const { entity } = customerImages;
  const image = (await dynamic(db)
    .selectFrom(entity.table)
    .select(['link', 'title', 'file_name'])
    .where(allOf([scope, notDeleted(entity), withId(entity, id)]))
    .executeTakeFirst()) as { link: string; title: string; file_name: string | null } | undefined;
  const file = image && (await storedFile(uploadsDir, image.link));
  if (!image || !file) throw notFound();
  const extension = extensionOf(image.link);
  const base = (image.file_name ?? image.title).replace(/\.[a-z0-9]+$/i, '');
  return { ...file, fileName: `${base}.${extension}` };
}
