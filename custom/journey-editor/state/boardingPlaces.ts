import { apiRequest, registry } from '../../../src/console-logic';

type Row = Readonly<Record<string, unknown>>;

const BOARDING_POINTS = 'travel/boarding-points';

/** The journey's boarding points as records (with their coordinates where they have them), in the journey's order. */
export async function fetchBoardingPoints(ids: readonly number[], signal?: AbortSignal): Promise<Row[]> {
  const resource = registry.resource(BOARDING_POINTS);
  if (!resource || ids.length === 0) return [];
  const { idField } = resource.entity;
  const query = new URLSearchParams({ pagination: 'false' });
  for (const id of ids) query.append(`${idField}[$in][]`, String(id));
  const rows = await apiRequest<Row[]>(`${resource.api}?${query}`, { signal });
  const byId = new Map(rows.map((row) => [Number(row[idField]), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** A boarding point's name on the map, as the entity's label writes it (`{place} {street}`). */
export const boardingLabel = (row: Row) =>
  [row.place, row.street].filter((part) => typeof part === 'string' && part).join(' ');
