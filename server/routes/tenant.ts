import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';
import { jsonAnswer, type RouteDescription } from '../openapi/route-description.ts';
import { DEVELOPMENT_HOST, type TenantFinder } from '../tenants/find-tenant.ts';

/**
 * `GET /tenant`: the company data of the host the request came to (white label, spec 1 §1), for
 * every visitor, signed in or not. A host without data gets the development host's, and the
 * server logs `PRODUCT DATA NOT SET!`.
 */
export function tenantRoute(app: FastifyInstance, tenants: TenantFinder) {
  const openapi: RouteDescription = {
    operationId: 'getTenant',
    summary: 'The company data of this host',
    description:
      'Name, logo, theme, contact and legal data the console shows (white label). A host without data gets ' +
      "the development host's.",
    tags: ['tenant'],
    public: true,
    answers: () => ({
      '200': jsonAnswer("The fields of the host's tenant record (system/tenant) but its id and audit fields.", {
        type: 'object',
      }),
    }),
    errors: ['NotFound'],
  };
  app.get('/tenant', { config: { openapi } }, async (request, reply) => {
    const host = request.hostname.toLowerCase();
    const found = await tenants.forHost(host);
    if (found?.fallback && host !== DEVELOPMENT_HOST) request.log.warn({ host }, 'PRODUCT DATA NOT SET!');
    if (!found) throw notFound('No company data for this host, nor for the development host');
    return reply.header('cache-control', 'no-cache').send(found.tenant);
  });
}
