import type { SeedContext } from '../../../core/area.ts';

// Skeleton: filled in by its issue-23 work package.
export async function seedAppUsers(_context: SeedContext): Promise<Record<string, number>> {
  return {};
}
