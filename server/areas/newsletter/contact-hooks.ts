import type { EntityHooks } from '../../crud/entity-hooks.ts';
import type { NewsletterServices } from './newsletter-context.ts';

// Skeleton: filled in by its issue-22 work package.
export const contactHooks = (_services: NewsletterServices): EntityHooks => ({});
