import { randomBytes } from 'node:crypto';
import { EmulatorError, noRoute } from '../emulator/emulator-error.ts';
import { startEmulatorServer, type EmulatorCall } from '../emulator/emulator-server.ts';
import { createFailureSwitch, type CommonFailureMode } from '../emulator/failure-switch.ts';
import { objectBody, readJsonBody } from '../emulator/json-body.ts';
import { sendJson } from '../emulator/send-json.ts';
import { demoVehicles } from './demo-vehicles.ts';
import { DEMO_TOURS, tourPosition, type Tour } from './demo-tours.ts';

/** A vehicle the emulator knows, with the tour it drives. */
export interface EmulatedVehicle {
  id: string;
  name: string;
  licensePlate: string;
  tour: Tour;
}

export interface SamsaraEmulator {
  /** The API root to give the client. */
  url: string;
  token: string;
  vehicles(): EmulatedVehicle[];
  /** Holds the clock the positions follow at `at` (ms since the epoch); null: the real clock again. */
  setClock(at: number | null): void;
  /** Makes the next `times` API calls fail: HTTP 500, no answer, or a body that is not JSON. */
  failNext(times: number, mode: CommonFailureMode): void;
  setDelay(ms: number): void;
  /** Clears pending failures, the delay and a held clock. */
  reset(): void;
  close(): Promise<void>;
}

export interface SamsaraEmulatorOptions {
  host?: string;
  port?: number;
  token?: string;
}

/** The demo company's coaches, each on its tour. */
const DEMO_FLEET: readonly EmulatedVehicle[] = demoVehicles.map((each, index) => ({
  id: each.vehicleId,
  name: each.name,
  licensePlate: each.licensePlate,
  tour: DEMO_TOURS[index % DEMO_TOURS.length]!,
}));

const MAX_LIMIT = 512;
const MILES_PER_KM = 0.621371;
const cursorOf = (offset: number) => Buffer.from(String(offset)).toString('base64url');

function offsetOf(cursor: string | null): number {
  if (cursor === null) return 0;
  const offset = Number(Buffer.from(cursor, 'base64url').toString());
  if (!Number.isInteger(offset) || offset < 0) throw new EmulatorError(400, 'Invalid value for parameter after');
  return offset;
}

/**
 * The project's stand-in for Samsara's fleet API: `GET /fleet/vehicles` and `GET
 * /fleet/vehicles/locations` with a bearer token, over the demo coaches, which drive round trips
 * between German towns as the clock goes (`demo-tours.ts`). Lists are paged as Samsara pages them
 * (`limit`, `after`, `pagination.endCursor`). Control calls hold the clock and make calls fail.
 */
export async function startSamsaraEmulator({
  host = '127.0.0.1',
  port = 0,
  token = `samsara_api_${randomBytes(16).toString('hex')}`,
}: SamsaraEmulatorOptions = {}): Promise<SamsaraEmulator> {
  const failures = createFailureSwitch();
  let heldClock: number | null = null;

  function page<Row>(rows: readonly Row[], params: URLSearchParams) {
    const limit = Number(params.get('limit') ?? MAX_LIMIT);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
      throw new EmulatorError(400, `Invalid value for parameter limit: must be from 1 to ${MAX_LIMIT}`);
    const offset = offsetOf(params.get('after'));
    const data = rows.slice(offset, offset + limit);
    const hasNextPage = offset + limit < rows.length;
    return { data, pagination: { endCursor: hasNextPage ? cursorOf(offset + limit) : '', hasNextPage } };
  }

  function located(vehicle: EmulatedVehicle, at: number) {
    const position = tourPosition(vehicle.tour, at);
    return {
      id: vehicle.id,
      name: vehicle.name,
      location: {
        latitude: Number(position.latitude.toFixed(6)),
        longitude: Number(position.longitude.toFixed(6)),
        heading: Math.round(position.heading),
        speed: Number((position.kilometresPerHour * MILES_PER_KM).toFixed(1)),
        time: new Date(at).toISOString(),
        reverseGeo: { formattedLocation: `${position.near.name}, ${position.near.state}` },
      },
    };
  }

  function locations(params: URLSearchParams) {
    const asked = params.get('vehicleIds')?.split(',').filter(Boolean);
    const vehicles = asked ? DEMO_FLEET.filter((vehicle) => asked.includes(vehicle.id)) : DEMO_FLEET;
    const at = heldClock ?? Date.now();
    return page(
      vehicles.map((vehicle) => located(vehicle, at)),
      params,
    );
  }

  async function api({ request, response, pathname, route }: EmulatorCall) {
    if ((await failures.play(request, response)) === 'handled') return;
    const params = new URL(request.url ?? '/', 'http://emulator').searchParams;
    switch (`${request.method} ${pathname}`) {
      case 'GET /fleet/vehicles':
        return sendJson(
          response,
          200,
          page(
            DEMO_FLEET.map(({ id, name, licensePlate }) => ({ id, name, licensePlate })),
            params,
          ),
        );
      case 'GET /fleet/vehicles/locations':
        return sendJson(response, 200, locations(params));
      default:
        throw noRoute(route);
    }
  }

  function setClock(at: number | null) {
    if (at !== null && !Number.isFinite(at)) throw new EmulatorError(400, 'at must be a time in ms, or null');
    heldClock = at;
  }

  async function control({ request, response, route }: EmulatorCall) {
    switch (route) {
      case 'GET /control/vehicles':
        return sendJson(response, 200, DEMO_FLEET);
      case 'PUT /control/clock': {
        const { at = null } = objectBody(await readJsonBody(request));
        setClock(at as number | null);
        return response.writeHead(204).end();
      }
      default:
        throw noRoute(route);
    }
  }

  const server = await startEmulatorServer({
    name: 'Samsara emulator',
    host,
    port,
    apiKey: token,
    apiPrefix: '/fleet/',
    unauthorized: { message: 'Unauthorized' },
    failures,
    api,
    control,
    errorBody: ({ message }) => ({ message, requestId: randomBytes(8).toString('hex') }),
    notJsonMessage: 'The body is not JSON',
  });

  return {
    url: server.url,
    token,
    vehicles: () => [...DEMO_FLEET],
    setClock,
    failNext: failures.failNext,
    setDelay: failures.setDelay,
    reset() {
      failures.reset();
      heldClock = null;
    },
    close: server.close,
  };
}
