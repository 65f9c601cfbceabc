import type { AgenciesContext } from './agencies-context.ts';
import type { FastifyInstance } from 'fastify';

/** The agency's own data and the agency details: `/agency-profile`, `/agency-details`. */
export const profileApiPaths = ['/agency-profile', '/agency-details'];

export function profileRoutes(_app: FastifyInstance, _context: AgenciesContext) {}
