import type { FastifyInstance } from 'fastify';
import type { NewsletterContext } from './newsletter-context.ts';

export const mailjetContactApiPaths: readonly string[] = [];

// Skeleton: filled in by its issue-22 work package.
export function mailjetContactRoutes(_app: FastifyInstance, _context: NewsletterContext): void {}
