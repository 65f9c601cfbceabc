import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';

export const busLocationApiPaths: readonly string[] = [];

// Skeleton: filled in by its issue-23 work package.
export function busLocationRoutes(_app: FastifyInstance, _context: AppContext): void {}
