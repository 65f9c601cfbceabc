/** Where the bus of the user's journey today is (`GET /appuser/buslocation`), for server and console. */
export type BusStatus = 'ok' | 'no_journey' | 'no_vehicle' | 'offline';

export interface BusPosition {
  latitude: number;
  longitude: number;
  heading: number;
  /** km/h. */
  speed: number;
  /** RFC 3339. */
  time: string;
  place: string | null;
}

export interface BusLocation {
  status: BusStatus;
  departure?: {
    title: string;
    journey_start: string;
    journey_end: string;
    bus_name: string | null;
    license_plate: string | null;
  };
  position?: BusPosition;
}
