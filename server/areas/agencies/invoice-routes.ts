import type { AgenciesContext } from './agencies-context.ts';
import type { FastifyInstance } from 'fastify';

/** The agency's bulk invoices and a booking's invoice from Ratio's templates. */
export const invoiceApiPaths = ['/ratio/api/bulk-invoices', '/ratio/api/templates'];

export function invoiceRoutes(_app: FastifyInstance, _context: AgenciesContext) {}
