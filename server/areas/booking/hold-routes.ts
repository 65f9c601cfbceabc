import type { FastifyInstance } from 'fastify';
import type { BookingContext } from './booking-context.ts';

export const holdApiPaths: string[] = [];

export function holdRoutes(_app: FastifyInstance, _context: BookingContext) {}
