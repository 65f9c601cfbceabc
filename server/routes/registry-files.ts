import type { FastifyInstance } from 'fastify';
import type { Registry } from '../../registry/types.ts';
import { NO_QUERY } from '../http/no-query.ts';
import { revalidatedJson, sendRevalidatedJson } from '../http/revalidated-json.ts';

/**
 * `GET /registry.json`: the registry's files as the server loaded and checked them, from which the
 * console builds the same registry (src/registry/registry.ts) instead of bundling them into its
 * JavaScript, where every area would make the first page heavier. No token: they describe the
 * screens, as the console's bundle did. Compressed once; the browser revalidates it by its ETag.
 */
export function registryFilesRoute(app: FastifyInstance, registry: Registry) {
  const file = revalidatedJson(Buffer.from(JSON.stringify(registry.files)));

  // No query: a parameter the call does not know is refused, not ignored.
  const schema = { querystring: NO_QUERY };
  app.get('/registry.json', { schema }, async (request, reply) => sendRevalidatedJson(request, reply, file));
}
