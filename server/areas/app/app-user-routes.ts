import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';

export const appUserApiPaths: readonly string[] = [];

// Skeleton: filled in by its issue-23 work package.
export function appUserRoutes(_app: FastifyInstance, _context: AppContext): void {}
