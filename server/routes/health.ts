import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

/** `GET /health`: 200 while the database answers, 503 otherwise. */
export function healthRoute(app: FastifyInstance, database: Database) {
  app.get('/health', async (_request, reply) => {
    const reachable = await database.isReachable();
    return reply
      .code(reachable ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: reachable ? 'ok' : 'unavailable', database: reachable ? 'reachable' : 'unreachable' });
  });
}
