import type { Kysely } from 'kysely';
import type { Registry } from '../../../registry/types.ts';
import { areas } from '../../areas/index.ts';
import type { Area } from '../../core/area.ts';
import type { Tables } from '../tables.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { demoRegistry } from './demo-registry.ts';

type Seeded<Each> = Each extends Area<string, infer _Integrations, infer Added> ? Added : never;
type AllOf<Union> = (Union extends unknown ? (each: Union) => void : never) extends (all: infer All) => void
  ? All
  : never;

/** What seedDemoData added: the new demo logins, and what each area's seed answered. */
export type DemoDataAdded = { logins: string[] } & AllOf<Seeded<(typeof areas)[number]>>;

/**
 * The demo data set: the demo logins with their roles and agency, then each area's demo rows in
 * the order of the areas (two white-label tenants, the ticket catalogue and its sales, customers,
 * their booking processes, further staff, drivers and app users). Whatever exists already is kept:
 * running it again adds nothing.
 */
export async function seedDemoData(db: Kysely<Tables>, registry: Registry = demoRegistry()): Promise<DemoDataAdded> {
  const { created } = await seedDemoAccounts(db, registry);
  const added: Record<string, unknown> = { logins: created };
  for (const area of areas) Object.assign(added, await area.seed?.({ db, registry }));
  return added as DemoDataAdded;
}
