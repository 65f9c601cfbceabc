import type { FastifyInstance } from 'fastify';
import type { BookingContext } from './booking-context.ts';

export const completionApiPaths: string[] = [];

export function completionRoutes(_app: FastifyInstance, _context: BookingContext) {}
