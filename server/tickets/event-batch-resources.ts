import type { Registry, ResourceDefinition } from '../../registry/types.ts';

/** The resources an event batch save writes: the event, its dates, price categories and date prices, and named items. */
export interface BatchResources {
  events: ResourceDefinition;
  dates: ResourceDefinition;
  categories: ResourceDefinition;
  prices: ResourceDefinition;
  genres: ResourceDefinition;
  artists: ResourceDefinition;
  locations: ResourceDefinition;
}

const NAMES: Readonly<Record<keyof BatchResources, string>> = {
  events: 'tickets/events',
  dates: 'tickets/event-dates',
  categories: 'tickets/price-categories',
  prices: 'tickets/event-date-price-categories',
  genres: 'tickets/genres',
  artists: 'tickets/artists',
  locations: 'tickets/locations',
};

/** The batch's resources in a registry, when it has them all. */
export function batchResources(registry: Registry): BatchResources | undefined {
  const found = Object.entries(NAMES).map(([key, name]) => [key, registry.resource(name)] as const);
  return found.every(([, resource]) => resource) ? (Object.fromEntries(found) as unknown as BatchResources) : undefined;
}
