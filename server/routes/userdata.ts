import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';

/** `GET /userdata`: the signed-in user with card, permissions, last login and avatar. */
export function userdataRoute(app: FastifyInstance, authenticate: preHandlerAsyncHookHandler) {
  app.get('/userdata', { preHandler: authenticate }, async (request) => request.user);
}
