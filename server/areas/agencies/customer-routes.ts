import type { AgenciesContext } from './agencies-context.ts';
import type { FastifyInstance } from 'fastify';

/** The agency's customers in Ratio: `GET /ratio/api/agencies/` and `GET /agency-customers/{kennziffer}`. */
export const customerApiPaths = ['/ratio/api/agencies', '/agency-customers'];

export function customerRoutes(_app: FastifyInstance, _context: AgenciesContext) {}
