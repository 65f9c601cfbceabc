import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';

export const phoneApiPaths: readonly string[] = [];

// Skeleton: filled in by its issue-23 work package.
export function phoneRoutes(_app: FastifyInstance, _context: AppContext): void {}
