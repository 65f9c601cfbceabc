import type { EntityHooks } from '../../crud/entity-hooks.ts';

interface Station {
  day: number;
}

/** The stations by day number; stations of the same day keep the order they were sent in. */
export const inDayOrder = <T extends Station>(stations: readonly T[]): T[] =>
  stations
    .map((station, index) => ({ station, index }))
    .sort((a, b) => a.station.day - b.station.day || a.index - b.index)
    .map(({ station }) => station);

/**
 * A ship route's stations are kept in day order, whatever order a client sends them in (create,
 * PATCH, PUT): lists, the journey pages and the route screen read them as stored.
 */
export const shipRouteHooks: EntityHooks = {
  beforeWrite: async ({ values }) =>
    Array.isArray(values.stations) ? { ...values, stations: inDayOrder(values.stations as Station[]) } : values,
};
