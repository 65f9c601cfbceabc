import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const compressors: Record<Encoding, (body: Buffer) => Buffer> = { br: brotliCompressSync, gzip: gzipSync };

/** A JSON file the server answers as it is until it restarts: its ETag, and its compressed copies once made. */
export interface RevalidatedJson {
  body: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

export function revalidatedJson(body: Buffer): RevalidatedJson {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`, encoded: {} };
}

/**
 * Answers the file revalidated by its ETag (304 while unchanged), brotli or gzip as the client takes it.
 * Each copy is compressed at the best quality when first asked for, then kept: the work is done once,
 * not at start for files nobody asks for.
 */
export function sendRevalidatedJson(request: FastifyRequest, reply: FastifyReply, file: RevalidatedJson) {
  reply
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('etag', file.etag)
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', [...ENCODINGS]);
  if (encoding !== 'br' && encoding !== 'gzip') return reply.send(file.body);
  const compressed = (file.encoded[encoding] ??= compressors[encoding](file.body));
  return reply.header('content-encoding', encoding).send(compressed);
}
