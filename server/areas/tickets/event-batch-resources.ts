import type { Registry, ResourceDefinition } from '../../../registry/types.ts';

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

/** The batch's resources by their key in BatchResources. */
export const BATCH_RESOURCE_NAMES = {
  events: 'tickets/events',
  dates: 'tickets/event-dates',
  categories: 'tickets/price-categories',
  prices: 'tickets/event-date-price-categories',
  genres: 'tickets/genres',
  artists: 'tickets/artists',
  locations: 'tickets/locations',
} as const satisfies Readonly<Record<keyof BatchResources, string>>;

type BatchResourceName = (typeof BATCH_RESOURCE_NAMES)[keyof BatchResources];

/** The batch's resources in a registry, when it has them all. */
export function batchResources(registry: Registry): BatchResources | undefined {
  const found = Object.entries(BATCH_RESOURCE_NAMES).map(([key, name]) => [key, registry.resource(name)] as const);
  return found.every(([, resource]) => resource) ? (Object.fromEntries(found) as unknown as BatchResources) : undefined;
}

/** The batch's resources out of those found by name. */
export function batchResourcesOf(found: Readonly<Record<BatchResourceName, ResourceDefinition>>): BatchResources {
  const pick = (key: keyof BatchResources) => found[BATCH_RESOURCE_NAMES[key]];
  return {
    events: pick('events'),
    dates: pick('dates'),
    categories: pick('categories'),
    prices: pick('prices'),
    genres: pick('genres'),
    artists: pick('artists'),
    locations: pick('locations'),
  };
}
