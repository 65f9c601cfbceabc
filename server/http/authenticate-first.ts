import type { FastifyInstance, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';

/**
 * Moves `authenticate` from the preHandlers of every route registered on `app` from now on to the
 * front of its onRequest hooks. A preHandler runs after the body has been parsed and checked
 * against the route's schema: a caller without a token would have their body read and be told
 * what is wrong with it instead of getting 401.
 */
export function authenticateFirst(app: FastifyInstance, authenticate: preHandlerAsyncHookHandler) {
  app.addHook('onRoute', (route) => {
    const preHandlers = [route.preHandler ?? []].flat();
    if (!preHandlers.includes(authenticate)) return;
    route.preHandler = preHandlers.filter((hook) => hook !== authenticate);
    route.onRequest = [authenticate as onRequestAsyncHookHandler, ...[route.onRequest ?? []].flat()];
  });
}
