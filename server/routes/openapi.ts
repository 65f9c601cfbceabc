import type { FastifyInstance } from 'fastify';
import type { Registry } from '../../registry/types.ts';
import { buildOpenApiDocument } from '../openapi/build-document.ts';
import { registeredRoutes } from '../openapi/registered-routes.ts';

/**
 * `GET /openapi.json`: the API's OpenAPI 3.1 document, no token needed. Register it before the
 * other routes of `app`: it watches them being registered and, once the app is ready, builds and
 * serialises the document with the calls they describe. A route the document then lacks stops the
 * start (buildOpenApiDocument).
 */
export function openapiRoute(app: FastifyInstance, registry: Registry) {
  const routes = registeredRoutes(app);
  let body = '';
  app.addHook('onReady', async () => {
    body = JSON.stringify(buildOpenApiDocument(registry, { routes }));
  });
  app.get('/openapi.json', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}
