import { createReadStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { imageTypeOf, IMAGE_TYPES, typeOfStoredName } from '../uploads/image-type.ts';
import { readUpload } from '../uploads/read-upload.ts';
import { STORED_NAME, storeUpload } from '../uploads/stored-upload.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * `POST /uploads` (multipart, field `file`, signed-in users): stores an image under a random name
 * and answers `{name, url, contentType, size}`; a file over the limit gets 413 and nothing is
 * stored. `GET /uploads/{name}` serves it to anyone who knows the name (an `<img>` sends no bearer
 * token; names are 128 random bits), never sniffed, inline under its stored name only: every stored
 * file is a PNG, JPEG, GIF or WebP image by its content, and the name matched STORED_NAME.
 */
export async function uploadRoutes(app: FastifyInstance, uploadsDir: string, authenticate: preHandlerAsyncHookHandler) {
  await mkdir(uploadsDir, { recursive: true });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 } });

  app.post('/uploads', { preHandler: authenticate }, async (request, reply) => {
    if (!request.isMultipart())
      throw new ApiError('UnsupportedMediaType', 'Send the image as multipart/form-data', {
        errors: [{ field: 'file', key: 'error.upload_type' }],
      });
    const part = await request.file();
    if (!part || part.fieldname !== 'file')
      throw badRequest('No file in the field "file"', [{ field: 'file', key: 'error.empty' }]);
    const content = await readUpload(part, MAX_UPLOAD_BYTES);
    const image = imageTypeOf(content);
    if (!image)
      throw new ApiError('UnsupportedMediaType', 'Only PNG, JPEG, GIF and WebP images can be uploaded', {
        errors: [{ field: 'file', key: 'error.upload_type', params: { types: IMAGE_TYPES.join(', ') } }],
      });

    const url = await storeUpload(uploadsDir, content, image.extension);
    const name = url.slice(url.lastIndexOf('/') + 1);
    return reply.code(201).send({ name, url: `/api/uploads/${name}`, contentType: image.type, size: content.length });
  });

  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    const type = STORED_NAME.test(name) ? typeOfStoredName(name) : undefined;
    const path = join(uploadsDir, name);
    const size =
      type &&
      (await stat(path).then(
        (found) => found.size,
        () => undefined,
      ));
    if (!type || size === undefined) throw notFound();
    return reply
      .header('content-type', type)
      .header('content-length', size)
      .header('content-disposition', `inline; filename="${name}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(createReadStream(path));
  });
}
