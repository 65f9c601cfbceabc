import { describe, expect, it } from 'vitest';
import { DEMO_TOURS, distanceKm, TOWNS, tourPosition } from '../../server/integrations/samsara/demo-tours.ts';

const HOUR = 3_600_000;
const START = Date.parse('2026-06-15T00:00:00Z');

describe('the demo coaches’ tours', () => {
  it('keep every coach inside Germany’s bounds at any hour', () => {
    for (const tour of DEMO_TOURS)
      for (let hour = 0; hour < 72; hour += 1) {
        const { latitude, longitude } = tourPosition(tour, START + hour * HOUR);
        expect(latitude).toBeGreaterThan(47.2);
        expect(latitude).toBeLessThan(55.1);
        expect(longitude).toBeGreaterThan(5.8);
        expect(longitude).toBeLessThan(15.1);
      }
  });

  it('move a coach its speed in an hour (less only where it turns at a town)', () => {
    const tour = DEMO_TOURS[0]!;
    const moved = distanceKm(tourPosition(tour, START), tourPosition(tour, START + HOUR / 4));
    expect(moved).toBeGreaterThan(5);
    expect(moved).toBeLessThanOrEqual(tour.kilometresPerHour / 4 + 0.5);
  });

  it('are the same for the same moment, and name the nearest town', () => {
    const at = START + 5 * HOUR;
    expect(tourPosition(DEMO_TOURS[1]!, at)).toEqual(tourPosition(DEMO_TOURS[1]!, at));
    const parked = tourPosition(DEMO_TOURS[5]!, at);
    expect(parked).toMatchObject({ kilometresPerHour: 0, near: TOWNS.lueneburg });
  });

  it('head from one town towards the next', () => {
    const tour = { towns: [TOWNS.munich, TOWNS.hamburg], kilometresPerHour: 80, offsetHours: 0 };
    const north = tourPosition(tour, 1000);
    expect(north.heading > 300 || north.heading < 60).toBe(true);
  });
});
