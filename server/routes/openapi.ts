import type { FastifyInstance } from 'fastify';
import type { Registry } from '../../registry/types.ts';
import { buildOpenApiDocument } from '../openapi/build-document.ts';

/** `GET /openapi.json`: the API's OpenAPI 3.1 document, built and serialised once, no token needed. */
export function openapiRoute(app: FastifyInstance, registry: Registry) {
  const body = JSON.stringify(buildOpenApiDocument(registry));
  app.get('/openapi.json', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}
