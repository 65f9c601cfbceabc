import { useSearchParams } from 'react-router';
import type { Destination, JourneySummary, Transport } from '../../../domain/booking/engine-api';
import { callEngine, query } from '../logic/engine-client';
import { useLoad } from './useLoad';

export interface JourneyFilters {
  search: string;
  destination: string;
  month: string;
  transport: '' | Transport;
}

const FILTERS = ['search', 'destination', 'month', 'transport'] as const;

/** The start page's search, kept in the address so that the back button and a reload keep it. */
export function useJourneySearch() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    FILTERS.map((name) => [name, params.get(name) ?? '']),
  ) as unknown as JourneyFilters;
  const destinations = useLoad('destinations', (signal) =>
    callEngine<{ data: Destination[] }>('/booking-engine/destinations', { signal }).then((answer) => answer.data),
  );
  const search = query({ ...filters });
  const journeys = useLoad(`journeys${search}`, (signal) =>
    callEngine<{ data: JourneySummary[] }>(`/booking-engine/journeys${search}`, { signal }).then(
      (answer) => answer.data,
    ),
  );
  const setFilters = (changed: Partial<JourneyFilters>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changed)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };
  return { filters, setFilters, destinations, journeys };
}
