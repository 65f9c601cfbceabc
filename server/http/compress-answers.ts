import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * API answers of 1 kB and more leave compressed, brotli (at quality 4, which costs little CPU) or
 * gzip as the client accepts: the console's start-up loads alone are some 80 kB of JSON. Register
 * it before the routes of its scope. A progress stream (`application/x-ndjson`) is left as it is,
 * because a compressor would hold its lines back until it has a block to write; and request
 * bodies are never inflated, so the body limit counts what arrives.
 */
export async function compressAnswers(api: FastifyInstance) {
  await api.register(compress, {
    encodings: ['br', 'gzip'],
    customTypes: /^(application\/json|text\/csv)(;|$)/,
    globalDecompression: false,
  });
}
