import type { EntityHooks } from '../../crud/entity-hooks.ts';
import type { AppServices } from './app-context.ts';

// Skeleton: filled in by its issue-23 work package.
export const photoEntryHooks = (_services: AppServices): EntityHooks => ({});
