import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import type { Registry } from '../../registry/types.ts';
import { NO_QUERY } from '../http/no-query.ts';

/**
 * `GET /registry.json`: the registry's files as the server loaded and checked them, from which the
 * console builds the same registry (src/registry/registry.ts) instead of bundling them into its
 * JavaScript, where every area would make the first page heavier. No token: they describe the
 * screens, as the console's bundle did. Compressed once; the browser revalidates it by its ETag.
 */
export function registryFilesRoute(app: FastifyInstance, registry: Registry) {
  const body = Buffer.from(JSON.stringify(registry.files));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const encoded: Readonly<Record<string, Buffer>> = { br: brotliCompressSync(body), gzip: gzipSync(body) };

  // No query: a parameter the call does not know is refused, not ignored.
  const schema = { querystring: NO_QUERY };
  app.get('/registry.json', { schema }, async (request, reply) => {
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('etag', etag)
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    const compressed = encoding ? encoded[encoding] : undefined;
    if (!encoding || !compressed) return reply.send(body);
    return reply.header('content-encoding', encoding).send(compressed);
  });
}
