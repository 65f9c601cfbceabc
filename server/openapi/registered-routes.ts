import type { FastifyInstance, FastifySchema } from 'fastify';
import type { RouteDescription } from './route-description.ts';

/** A route as the document sees it: its method and its path below the collecting context's prefix. */
export interface RegisteredRoute {
  /** Lower case: `put`. */
  method: string;
  /** In the document's spelling: `/ticket/order/{id}/status`. */
  path: string;
  schema?: FastifySchema;
  description?: RouteDescription;
}

/** A Fastify path (`/ticket/order/:id/status`) in the document's spelling. */
export const documentPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/**
 * Every route registered on `app` (and in the contexts it registers) from now on, as it is
 * registered. The HEAD routes Fastify adds for each GET are left out: they are the GET's.
 */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const { prefix } = app;
  app.addHook('onRoute', (route) => {
    const path = documentPath(route.url.slice(prefix.length)) || '/';
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method: method.toLowerCase(), path, schema: route.schema, description: route.config?.openapi });
    }
  });
  return routes;
}
