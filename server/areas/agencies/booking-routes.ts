import type { AgenciesContext } from './agencies-context.ts';
import type { FastifyInstance } from 'fastify';

/** A booking for a customer of the agency, through Ratio: `/agency-booking`. */
export const bookingApiPaths = ['/agency-booking'];

export function bookingRoutes(_app: FastifyInstance, _context: AgenciesContext) {}
