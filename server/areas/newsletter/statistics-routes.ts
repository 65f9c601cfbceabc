import type { FastifyInstance } from 'fastify';
import type { NewsletterContext } from './newsletter-context.ts';

export const statisticsApiPaths: readonly string[] = [];

// Skeleton: filled in by its issue-22 work package.
export function statisticsRoutes(_app: FastifyInstance, _context: NewsletterContext): void {}
