import type { Kysely } from 'kysely';
import type { Registry } from '../../../../registry/types.ts';
import type { Tables } from '../../../db/tables.ts';

// Skeleton: filled in by its issue-22 work package.
export async function seedContactLists(_db: Kysely<Tables>, _registry: Registry): Promise<Record<string, number>> {
  return {};
}
