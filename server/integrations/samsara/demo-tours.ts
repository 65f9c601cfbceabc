/**
 * Where the emulated coaches are: each drives a round trip between German towns at a steady speed,
 * so that its position follows from the clock alone and a test can work out where it must be.
 */

export interface Town {
  name: string;
  /** Samsara's reverse geocoding ends with the state: `Hamburg, HH`. */
  state: string;
  latitude: number;
  longitude: number;
}

const town = (name: string, state: string, latitude: number, longitude: number): Town => ({
  name,
  state,
  latitude,
  longitude,
});

export const TOWNS = {
  lueneburg: town('Lüneburg', 'NI', 53.2464, 10.4115),
  hamburg: town('Hamburg', 'HH', 53.5511, 9.9937),
  ruegen: town('Bergen auf Rügen', 'MV', 54.4168, 13.4316),
  berlin: town('Berlin', 'BE', 52.52, 13.405),
  dresden: town('Dresden', 'SN', 51.0504, 13.7373),
  munich: town('München', 'BY', 48.1351, 11.582),
  konstanz: town('Konstanz', 'BW', 47.6603, 9.1758),
  frankfurt: town('Frankfurt am Main', 'HE', 50.1109, 8.6821),
  hanover: town('Hannover', 'NI', 52.3759, 9.732),
  cologne: town('Köln', 'NW', 50.9375, 6.9603),
} as const;

/** A coach's round trip: the towns in order, back to the first; `offsetHours` staggers the coaches. */
export interface Tour {
  towns: readonly Town[];
  kilometresPerHour: number;
  offsetHours: number;
}

const { lueneburg, hamburg, ruegen, berlin, dresden, munich, konstanz, frankfurt, hanover, cologne } = TOWNS;

/** The demo coaches' tours, in the order of `demoVehicles`; the last one stays in the depot at Lüneburg. */
export const DEMO_TOURS: readonly Tour[] = [
  { towns: [lueneburg, hamburg, ruegen], kilometresPerHour: 80, offsetHours: 0 },
  { towns: [lueneburg, berlin, dresden], kilometresPerHour: 80, offsetHours: 2 },
  { towns: [lueneburg, hanover, frankfurt, konstanz], kilometresPerHour: 85, offsetHours: 5 },
  { towns: [hamburg, hanover, cologne], kilometresPerHour: 80, offsetHours: 1 },
  { towns: [dresden, munich, konstanz], kilometresPerHour: 75, offsetHours: 3 },
  { towns: [lueneburg], kilometresPerHour: 0, offsetHours: 0 },
];

export interface TourPosition {
  latitude: number;
  longitude: number;
  /** Degrees clockwise from north. */
  heading: number;
  kilometresPerHour: number;
  /** The town nearest to the position. */
  near: Town;
}

const EARTH_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in km. */
export function distanceKm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }) {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(a));
}

/** The initial bearing from one point to another, 0–360. */
function bearing(from: Town, to: Town): number {
  const y = Math.sin(radians(to.longitude - from.longitude)) * Math.cos(radians(to.latitude));
  const x =
    Math.cos(radians(from.latitude)) * Math.sin(radians(to.latitude)) -
    Math.sin(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.cos(radians(to.longitude - from.longitude));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

const nearestTown = (point: { latitude: number; longitude: number }): Town =>
  Object.values(TOWNS).reduce((best, each) => (distanceKm(point, each) < distanceKm(point, best) ? each : best));

/** Where a coach on `tour` is at `at` (milliseconds since the epoch). */
export function tourPosition(tour: Tour, at: number): TourPosition {
  const first = tour.towns[0]!;
  const legs = tour.towns.map((from, index) => ({ from, to: tour.towns[(index + 1) % tour.towns.length]! }));
  const roundKm = legs.reduce((sum, leg) => sum + distanceKm(leg.from, leg.to), 0);
  if (roundKm === 0 || tour.kilometresPerHour === 0)
    return { latitude: first.latitude, longitude: first.longitude, heading: 0, kilometresPerHour: 0, near: first };
  const hours = at / 3_600_000 + tour.offsetHours;
  let left = (hours * tour.kilometresPerHour) % roundKm;
  for (const { from, to } of legs) {
    const legKm = distanceKm(from, to);
    if (left <= legKm) {
      const share = left / legKm;
      const point = {
        latitude: from.latitude + (to.latitude - from.latitude) * share,
        longitude: from.longitude + (to.longitude - from.longitude) * share,
      };
      return {
        ...point,
        heading: bearing(from, to),
        kilometresPerHour: tour.kilometresPerHour,
        near: nearestTown(point),
      };
    }
    left -= legKm;
  }
  return { latitude: first.latitude, longitude: first.longitude, heading: 0, kilometresPerHour: 0, near: first };
}
