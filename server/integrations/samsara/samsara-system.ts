/**
 * Samsara's fleet API (`https://api.samsara.com`) as the app area uses it: the vehicles, and where
 * they are now. Lists come a page at a time (`after` the previous page's `endCursor`); the client
 * reads every page.
 */

export interface SamsaraVehicle {
  /** Samsara's vehicle ID, a text of digits: `281474977075001`. */
  id: string;
  name: string;
  licensePlate: string | null;
}

export interface SamsaraLocation {
  vehicleId: string;
  vehicleName: string;
  latitude: number;
  longitude: number;
  /** Degrees clockwise from north, 0–360. */
  heading: number;
  /** Samsara gives the speed in miles per hour. */
  speedMilesPerHour: number;
  /** When the position was taken, RFC 3339. */
  time: string;
  /** Samsara's reverse geocoding: `Hamburg, HH`; null when it has none. */
  place: string | null;
}

/** Samsara as the app area uses it; rejects with a `SamsaraError`. */
export interface SamsaraSystem {
  /** `GET /fleet/vehicles`, every page. */
  vehicles(): Promise<SamsaraVehicle[]>;
  /** `GET /fleet/vehicles/locations?vehicleIds=`: the latest position of each vehicle asked about that Samsara knows. */
  vehicleLocations(vehicleIds: readonly string[]): Promise<SamsaraLocation[]>;
}

/**
 * Why a call to Samsara failed: it could not be reached, did not answer in time, answered with an HTTP
 * error (`status`; 401 a wrong token, 429 rate-limited), or answered something that is not its JSON.
 */
export type SamsaraFailure = 'unreachable' | 'timeout' | 'http-status' | 'bad-answer';

export class SamsaraError extends Error {
  override readonly name = 'SamsaraError';

  constructor(
    readonly failure: SamsaraFailure,
    message: string,
    readonly status?: number,
    options: { cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
  }
}
