import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';

/**
 * While the server closes, requests in flight finish and their connections close after the
 * answer (else a kept-alive connection holds the shutdown open); new requests get 503.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (closing) throw new ApiError('Unavailable', 'The server is shutting down');
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
