import { callJsonApi, parseJson, type JsonApi } from '../http-json.ts';
import { SamsaraError, type SamsaraLocation, type SamsaraSystem, type SamsaraVehicle } from './samsara-system.ts';

const TIMEOUT_MS = 10_000;
/** Samsara's largest page of vehicles. */
const PAGE_LIMIT = 512;
/** Pages read at most for one list: a fleet far beyond the demo company's. */
const MAX_PAGES = 50;

export interface SamsaraClientOptions {
  /** The API root, `https://api.samsara.com`. */
  baseUrl: string;
  /** The API token, sent as `Authorization: Bearer <token>`. */
  token: string;
  timeoutMs?: number;
}

const fail: JsonApi['fail'] = (failure, message, { status, cause }) =>
  new SamsaraError(failure, message, status, { cause });

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function vehicle(row: Row): SamsaraVehicle | undefined {
  const { id, name, licensePlate } = row;
  if (typeof id !== 'string' || typeof name !== 'string') return undefined;
  return { id, name, licensePlate: typeof licensePlate === 'string' && licensePlate !== '' ? licensePlate : null };
}

function location(row: Row): SamsaraLocation | undefined {
  const { id, name, location: at } = row;
  if (typeof id !== 'string' || typeof name !== 'string' || !isRow(at)) return undefined;
  const { latitude, longitude, heading, speed, time, reverseGeo } = at;
  if (!isNumber(latitude) || !isNumber(longitude) || typeof time !== 'string') return undefined;
  const place = isRow(reverseGeo) ? reverseGeo.formattedLocation : undefined;
  return {
    vehicleId: id,
    vehicleName: name,
    latitude,
    longitude,
    heading: isNumber(heading) ? heading : 0,
    speedMilesPerHour: isNumber(speed) ? speed : 0,
    time,
    place: typeof place === 'string' && place !== '' ? place : null,
  };
}

/**
 * Samsara's fleet API over `fetch` with the API token as bearer: each list read page by page
 * (`after` = the last page's `endCursor` while `hasNextPage`). Every call ends within `timeoutMs`;
 * every failure is a `SamsaraError`.
 */
export function createSamsaraClient({ baseUrl, token, timeoutMs = TIMEOUT_MS }: SamsaraClientOptions): SamsaraSystem {
  const api: JsonApi = { system: 'Samsara API', baseUrl, apiKey: token, timeoutMs, fail };

  async function everyPage<Item>(path: string, query: URLSearchParams, read: (row: Row) => Item | undefined) {
    const items: Item[] = [];
    let after: string | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const params = new URLSearchParams(query);
      if (after !== undefined) params.set('after', after);
      const answer = parseJson(await callJsonApi(api, 'GET', `${path}?${params}`));
      const badAnswer = (reason: string) =>
        new SamsaraError(
          'bad-answer',
          `The Samsara API answered GET ${path} with something else than its JSON (${reason})`,
        );
      if (!isRow(answer) || !Array.isArray(answer.data)) throw badAnswer('no data');
      for (const row of answer.data) {
        const item = isRow(row) ? read(row) : undefined;
        if (item === undefined) throw badAnswer('a row lacks its id, name or position');
        items.push(item);
      }
      const pagination = isRow(answer.pagination) ? answer.pagination : {};
      if (pagination.hasNextPage !== true) return items;
      if (typeof pagination.endCursor !== 'string' || pagination.endCursor === '') throw badAnswer('no endCursor');
      after = pagination.endCursor;
    }
    throw new SamsaraError('bad-answer', `The Samsara API answered GET ${path} with more than ${MAX_PAGES} pages`);
  }

  return {
    vehicles: () => everyPage('/fleet/vehicles', new URLSearchParams({ limit: String(PAGE_LIMIT) }), vehicle),
    async vehicleLocations(vehicleIds) {
      if (vehicleIds.length === 0) return [];
      return everyPage(
        '/fleet/vehicles/locations',
        new URLSearchParams({ vehicleIds: vehicleIds.join(',') }),
        location,
      );
    },
  };
}
