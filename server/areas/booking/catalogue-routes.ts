import type { FastifyInstance } from 'fastify';
import type { BookingContext } from './booking-context.ts';

export const catalogueApiPaths: string[] = [];

export function catalogueRoutes(_app: FastifyInstance, _context: BookingContext) {}
