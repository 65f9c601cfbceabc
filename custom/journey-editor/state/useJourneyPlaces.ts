import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { boardingLabel, fetchBoardingPoints } from './boardingPlaces';
import { placesOf, type MapPlace } from './mapView';

type Row = Readonly<Record<string, unknown>>;

const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);
const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];

/**
 * The places of the journey map as the form holds them now: the itinerary's stops with coordinates,
 * in day order, and the chosen boarding points, loaded by their ids (none where they cannot be).
 */
export function useJourneyPlaces(stopLabel: (row: Row, index: number) => string) {
  const itinerary = useWatch({ name: 'itinerary' }) as unknown;
  const chosen = useWatch({ name: 'boarding_points' }) as unknown;
  const ids = useMemo(() => idsOf(chosen), [chosen]);
  const idsKey = ids.join(',');
  const [boarding, setBoarding] = useState<Row[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    fetchBoardingPoints(idsKey ? idsKey.split(',').map(Number) : [], controller.signal)
      .then((rows) => {
        if (!controller.signal.aborted) setBoarding(rows);
      })
      .catch(() => {
        if (!controller.signal.aborted) setBoarding([]);
      });
    return () => controller.abort();
  }, [idsKey]);

  const stops = placesOf('stop', rowsOf(itinerary), stopLabel);
  const points = placesOf('boarding', boarding, boardingLabel);
  return { stops, points, places: [...stops, ...points] as MapPlace[] };
}
