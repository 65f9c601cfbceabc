import type { MultipartFile } from '@fastify/multipart';
import { ApiError, badRequest } from '../errors.ts';

/**
 * The whole content of an uploaded file, or 413 when it is larger than `maxBytes`; nothing that
 * went over is ever answered cut short.
 *
 * Busboy stops a file at the limit and marks its stream `truncated`. `toBuffer` throws only when it
 * reads a chunk after the mark; when the limit falls exactly on the end of a chunk (file data
 * arriving in 64 KiB reads after the part's headers) no chunk follows, and it answers the first
 * `maxBytes` as if they were all. So the mark decides, read once the stream has ended.
 */
export async function readUpload(part: MultipartFile, maxBytes: number): Promise<Buffer> {
  const content = await part.toBuffer().catch((error: unknown) => {
    if (part.file.truncated) throw tooLarge(maxBytes, error);
    throw badRequest('The upload could not be read', [{ field: 'file', key: 'error.invalid' }]);
  });
  if (part.file.truncated) throw tooLarge(maxBytes);
  return content;
}

function tooLarge(maxBytes: number, cause?: unknown) {
  return new ApiError('PayloadTooLarge', 'The image is too large', {
    errors: [{ field: 'file', key: 'error.upload_size', params: { max: maxBytes } }],
    cause,
  });
}
