import type { FastifyInstance } from 'fastify';
import type { BookingContext } from './booking-context.ts';

export const insuranceApiPaths: string[] = [];

export function insuranceRoutes(_app: FastifyInstance, _context: BookingContext) {}
