import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Registry } from '../../registry/types.ts';
import type { Tables } from '../db/tables.ts';
import { notFound } from '../errors.ts';

/** The host every host without company data falls back to. */
export const DEVELOPMENT_HOST = 'localhost';

/**
 * `GET /tenant`: the company data of the host the request came to (white label, spec 1 §1), for
 * every visitor, signed in or not. A host without data gets the development host's, and the
 * server logs `PRODUCT DATA NOT SET!`.
 */
export function tenantRoute(app: FastifyInstance, db: Kysely<Tables>, registry: Registry) {
  const entity = registry.entities['system/tenant'];
  if (!entity) return;
  const columns = entity.fieldNames.filter((name) => !entity.fields[name]?.system && name !== entity.idField);
  const byHost = (host: string) =>
    sql<
      Record<string, unknown>
    >`select ${sql.join(columns.map((column) => sql.ref(column)))} from ${sql.table(entity.table)} where host = ${host}`
      .execute(db)
      .then((result) => result.rows[0]);

  app.get('/tenant', async (request, reply) => {
    const host = request.hostname.toLowerCase();
    const tenant = (await byHost(host)) ?? (await byHost(DEVELOPMENT_HOST));
    if (host !== DEVELOPMENT_HOST && tenant?.host === DEVELOPMENT_HOST)
      request.log.warn({ host }, 'PRODUCT DATA NOT SET!');
    if (!tenant) throw notFound('No company data for this host, nor for the development host');
    return reply.header('cache-control', 'no-cache').send(tenant);
  });
}
