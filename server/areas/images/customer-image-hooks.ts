import { createHash } from 'node:crypto';
import type { EntityHooks } from '../../crud/entity-hooks.ts';
import { ApiError } from '../../errors.ts';
import { imageDimensions } from '../../uploads/image-dimensions.ts';
import { imageTypeOf } from '../../uploads/image-type.ts';
import { readStoredUpload } from '../../uploads/stored-upload.ts';
import { changes, imageExists, lockUsableLibrary, recordAfter } from './library-rules.ts';

type Row = Record<string, unknown>;

/** What the server reads from the uploaded file itself. */
async function fileFacts(uploadsDir: string, link: unknown): Promise<Row> {
  const content = typeof link === 'string' ? await readStoredUpload(uploadsDir, link) : undefined;
  const type = content && imageTypeOf(content);
  const size = content && imageDimensions(content);
  if (!content || !type || !size)
    throw new ApiError('Unprocessable', 'The link names no uploaded image: upload the file first', {
      errors: [{ field: 'link', key: 'images.customer.upload_missing' }],
    });
  return {
    width: size.width,
    height: size.height,
    content_type: type.type,
    sha256: createHash('sha256').update(content).digest('hex'),
    // No resizing here: the upload serves as its own preview.
    thumbnail: link,
  };
}

/**
 * Own images on every generic write path (uploading one is the resource's create right, changing it
 * its update right, edit info): the server reads width, height, type, checksum and preview from the upload
 * the link names (422 when it names none); the same file (by checksum) or the same file name twice
 * in one library is 409. Reading follows the library's visibility (row rule `inUsableLibraries`).
 */
export const customerImageHooks: EntityHooks = {
  async beforeWrite({ trx, context, values, before, mode }) {
    const { user } = context;
    const uploadsDir = context.app?.uploadsDir;
    if (!uploadsDir) throw new Error('own images are written through the generic calls, which know the uploads');
    const image = recordAfter(values, before, mode);
    const newFile = changes(image, before, 'link');
    const facts = newFile ? await fileFacts(uploadsDir, image.link) : {};
    const moved = changes(image, before, 'id_img_library');
    if (moved) await lockUsableLibrary(trx, user, image.id_img_library);
    if (moved || newFile || changes(image, before, 'file_name')) {
      const sha256 = (facts.sha256 ?? before?.sha256) as string;
      const fileName = typeof image.file_name === 'string' ? image.file_name : null;
      const twin = await trx
        .selectFrom('img_customer')
        .select('id_img_customer')
        .where('id_img_library', '=', image.id_img_library as number)
        .where((eb) =>
          eb.or([
            eb('sha256', '=', sha256),
            ...(fileName ? [eb(eb.fn('lower', ['file_name']), '=', fileName.toLowerCase())] : []),
          ]),
        )
        .$if(before !== undefined, (query) => query.where('id_img_customer', '<>', before?.id_img_customer as number))
        .executeTakeFirst();
      if (twin) throw imageExists('link');
    }
    return { ...values, ...facts };
  },
};
