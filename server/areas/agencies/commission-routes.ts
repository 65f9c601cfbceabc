import type { AgenciesContext } from './agencies-context.ts';
import type { FastifyInstance } from 'fastify';

/** The agency's commission statement: `/agency-commission` and its PDF. */
export const commissionApiPaths = ['/agency-commission'];

export function commissionRoutes(_app: FastifyInstance, _context: AgenciesContext) {}
