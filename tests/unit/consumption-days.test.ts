import { describe, expect, it } from 'vitest';
import { consumptionByDay, type ConsumptionRow } from '../../custom/app-menu/consumptionDays.ts';

// The consumption page's sums: by journey and day, in cents, the journey ordered from last first.

let next = 1;
const row = (departure: number, day: number, price: number | null, quantity: number, at: string): ConsumptionRow => ({
  id_consumption: next++,
  id_app_departure: departure,
  day,
  course: 'main',
  name: `Gericht ${next}`,
  price,
  quantity,
  ordered_at: at,
});

describe('consumption by day', () => {
  it('adds each day, each journey and all exactly, a missing price as nothing', () => {
    const { departures, total } = consumptionByDay([
      row(1, 2, 0.1, 3, '2026-11-02T10:00:00Z'),
      row(1, 1, 0.2, 1, '2026-11-01T10:00:00Z'),
      row(1, 2, null, 2, '2026-11-02T11:00:00Z'),
      row(2, 1, 16.9, 2, '2026-11-20T12:00:00Z'),
    ]);
    expect(departures.map((one) => one.departure)).toEqual([2, 1]);
    expect(departures[1]?.days.map((day) => [day.day, day.total])).toEqual([
      [1, 0.2],
      [2, 0.3],
    ]);
    expect(departures[1]?.total).toBe(0.5);
    expect(departures[0]?.total).toBe(33.8);
    expect(total).toBe(34.3);
  });

  it('is empty without orders', () => {
    expect(consumptionByDay([])).toEqual({ departures: [], total: 0 });
  });
});
