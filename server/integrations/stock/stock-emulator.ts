import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EmulatorError, noRoute } from '../emulator/emulator-error.ts';
import { startEmulatorServer, type EmulatorCall } from '../emulator/emulator-server.ts';
import { createFailureSwitch, type CommonFailureMode } from '../emulator/failure-switch.ts';
import { objectBody, readJsonBody } from '../emulator/json-body.ts';
import { sendJson } from '../emulator/send-json.ts';
import {
  FILE_SIDE,
  generateCatalogue,
  hasColour,
  isPanoramic,
  orientationOf,
  paintFile,
  THUMBNAIL_SIDE,
  type CatalogueFile,
} from './emulated-catalogue.ts';

/** The emulator's own failures: no licences left for one call, or a licence call that fails. */
export type StockFailureMode = CommonFailureMode | 'quota' | 'license-error';
const OWN_MODES = ['quota', 'license-error'] as const;

export const DEFAULT_QUOTA = 25;

/** A licence the member holds. `charged`: whether it cost a credit (one granted by a control call did not). */
export interface EmulatedLicense {
  content_id: number;
  license: 'Standard';
  date: string;
  charged: boolean;
}

export interface StockEmulator {
  /** The API root to give the client. */
  url: string;
  apiKey: string;
  accessToken: string;
  /** Every file it serves, in its catalogue's order. */
  catalogue: readonly CatalogueFile[];
  licenses(): EmulatedLicense[];
  /** The API calls received, as `GET /Rest/Libraries/1/Content/License?content_id=…` (path and query). */
  calls(): string[];
  quota(): number;
  setQuota(quota: number): void;
  /** The member holds a licence already (bought elsewhere): no credit spent. */
  grant(contentId: number): EmulatedLicense;
  failNext(times: number, mode: StockFailureMode): void;
  setDelay(ms: number): void;
  /** Clears pending failures and the delay. */
  reset(): void;
  /** Forgets the licences and the calls and sets the quota back to its start. */
  resetAccount(): void;
  close(): Promise<void>;
}

export interface StockEmulatorOptions {
  host?: string;
  port?: number;
  apiKey?: string;
  accessToken?: string;
  quota?: number;
}

/** Adobe's error codes. */
const INVALID_TOKEN = '10';
const INVALID_PARAMETERS = '20';
const INVALID_DATA = '100';

const invalid = (message: string) => new EmulatorError(400, message, INVALID_PARAMETERS);

const ORDERS = ['relevance', 'creation', 'nb_downloads', 'undiscovered'];
const THUMBNAIL_SIZES = ['110', '160', '220', '240', '500', '1000'];
const COLUMNS = [
  'id',
  'title',
  'creator_name',
  'creator_id',
  'width',
  'height',
  'thumbnail_url',
  'media_type_id',
  'category',
  'content_type',
  'premium_level_id',
  'is_licensed',
  'nb_results',
];
const FILTERS = [
  'orientation',
  'panoramic',
  'colors',
  'content_type:photo',
  'content_type:illustration',
  'has_releases',
  'premium',
];

/** A search's parameters, each as sent: `words`, `filters][orientation`, … */
function searchParameters(query: URLSearchParams): Map<string, string> {
  const parameters = new Map<string, string>();
  for (const [key, value] of query) {
    if (key === 'result_columns[]') continue;
    const name = /^search_parameters\[(.+)\]$/.exec(key)?.[1];
    if (name === undefined) throw invalid(`Unknown parameter ${key}`);
    parameters.set(name, value);
  }
  return parameters;
}

function integer(value: string | undefined, fallback: number, min: number, max: number, name: string): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) throw invalid(`${name} must be from ${min} to ${max}`);
  return number;
}

const oneOf = (value: string | undefined, allowed: readonly string[], name: string) => {
  if (value !== undefined && !allowed.includes(value)) throw invalid(`${name} must be one of ${allowed.join(', ')}`);
  return value;
};

/** The files a search matches, in its order: words, every filter and the order applied. */
function searchFiles(catalogue: readonly CatalogueFile[], parameters: Map<string, string>): CatalogueFile[] {
  for (const name of parameters.keys()) {
    const filter = /^filters\]\[(.+)$/.exec(name)?.[1];
    const known = ['words', 'limit', 'offset', 'order', 'thumbnail_size', 'media_id'].includes(name);
    if (!known && (filter === undefined || !FILTERS.includes(filter)))
      throw invalid(`Unknown search parameter ${name}`);
  }
  const filter = (name: string) => parameters.get(`filters][${name}`);
  const words = (parameters.get('words') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const mediaId = parameters.has('media_id') ? integer(parameters.get('media_id'), 0, 1, 2 ** 53, 'media_id') : null;
  const orientation = oneOf(filter('orientation'), ['horizontal', 'vertical', 'square', 'all'], 'orientation');
  const panoramic = oneOf(filter('panoramic'), ['0', '1'], 'panoramic') === '1';
  const colours = filter('colors')?.split(',');
  if (colours?.some((colour) => !/^[0-9a-fA-F]{6}$/.test(colour))) throw invalid('colors must be hex rrggbb');
  const photo = oneOf(filter('content_type:photo'), ['0', '1'], 'content_type:photo');
  const illustration = oneOf(filter('content_type:illustration'), ['0', '1'], 'content_type:illustration');
  const releases = oneOf(filter('has_releases'), ['true', 'false', 'all'], 'has_releases') ?? 'all';
  const premium = oneOf(filter('premium'), ['true', 'false', 'all'], 'premium') ?? 'all';
  const order = oneOf(parameters.get('order'), ORDERS, 'order') ?? 'relevance';
  oneOf(parameters.get('thumbnail_size'), THUMBNAIL_SIZES, 'thumbnail_size');
  const typeFiltered = photo !== undefined || illustration !== undefined;

  const found = catalogue.filter((file) => {
    const text = `${file.title} ${file.category.name} ${file.creator_name}`.toLowerCase();
    return (
      (mediaId === null || file.id === mediaId) &&
      words.every((word) => text.includes(word)) &&
      (orientation === undefined || orientation === 'all' || orientationOf(file) === orientation) &&
      (!panoramic || isPanoramic(file)) &&
      (colours === undefined || colours.some((colour) => hasColour(file, colour))) &&
      (!typeFiltered ||
        (photo === '1' && file.media_type_id === 1) ||
        (illustration === '1' && file.media_type_id === 2)) &&
      (releases === 'all' || file.has_releases === (releases === 'true')) &&
      (premium === 'all' || file.premium_level_id > 0 === (premium === 'true'))
    );
  });
  const sorts: Record<string, (a: CatalogueFile, b: CatalogueFile) => number> = {
    relevance: () => 0,
    creation: (a, b) => b.creation_date.localeCompare(a.creation_date) || a.id - b.id,
    nb_downloads: (a, b) => b.nb_downloads - a.nb_downloads || a.id - b.id,
    undiscovered: (a, b) => a.nb_downloads - b.nb_downloads || a.id - b.id,
  };
  return found.toSorted(sorts[order]);
}

/**
 * The project's stand-in for Adobe Stock: its search, member profile, content info, licence and
 * download calls over a catalogue generated at start (real PNG thumbnails and files), a member's
 * quota and licences held in memory. Thumbnails and signed files are served without a key, as
 * Adobe's CDN serves them. Control calls under `/control` read the licences, set the quota, and
 * make calls fail or hang.
 */
export async function startStockEmulator({
  host = '127.0.0.1',
  port = 0,
  apiKey = randomBytes(16).toString('hex'),
  accessToken = randomBytes(24).toString('hex'),
  quota: startQuota = DEFAULT_QUOTA,
}: StockEmulatorOptions = {}): Promise<StockEmulator> {
  const catalogue = generateCatalogue();
  const byId = new Map(catalogue.map((file) => [file.id, file]));
  const thumbnails = new Map(catalogue.map((file) => [file.id, paintFile(file, THUMBNAIL_SIDE)]));
  const files = new Map<number, Buffer>();
  const licenses = new Map<number, EmulatedLicense>();
  const calls: string[] = [];
  const signing = randomBytes(16);
  const failures = createFailureSwitch(OWN_MODES);
  let quota = startQuota;
  let url = '';

  const signature = (id: number) => createHmac('sha256', signing).update(String(id)).digest('hex').slice(0, 32);
  const thumbnailUrl = (file: CatalogueFile) => `${url}/ftcdn/thumbnails/${file.id}.png`;
  const downloadUrl = (id: number) => `${url}/Rest/Libraries/Download/${id}/1`;

  function setQuota(value: number) {
    if (!Number.isInteger(value) || value < 0) throw new EmulatorError(400, 'quota must be 0 or more');
    quota = value;
  }

  function grant(contentId: number, charged = false): EmulatedLicense {
    if (!byId.has(contentId)) throw new EmulatorError(404, `Content ${contentId} not found`, INVALID_DATA);
    const license = { content_id: contentId, license: 'Standard' as const, date: new Date().toISOString(), charged };
    licenses.set(contentId, license);
    return license;
  }

  function fileAnswer(file: CatalogueFile, columns: readonly string[]) {
    const full: Record<string, unknown> = {
      ...file,
      thumbnail_url: thumbnailUrl(file),
      is_licensed: licenses.has(file.id) ? 'Standard' : '',
    };
    return Object.fromEntries(
      columns.filter((column) => column !== 'nb_results').map((column) => [column, full[column]]),
    );
  }

  function search(query: URLSearchParams) {
    const columns = query.getAll('result_columns[]');
    const unknown = columns.find((column) => !COLUMNS.includes(column));
    if (unknown) throw invalid(`Unknown result column ${unknown}`);
    const asked = columns.length > 0 ? columns : COLUMNS.filter((column) => column !== 'is_licensed');
    const parameters = searchParameters(query);
    const limit = integer(parameters.get('limit'), 32, 1, 100, 'limit');
    const offset = integer(parameters.get('offset'), 0, 0, 1_000_000, 'offset');
    const found = searchFiles(catalogue, parameters);
    const page = found.slice(offset, offset + limit).map((file) => fileAnswer(file, asked));
    return { ...(asked.includes('nb_results') ? { nb_results: found.length } : {}), files: page };
  }

  /** The member's entitlement, as every licensing call answers it; `broke`: the `quota` failure is played. */
  const entitlement = (broke: boolean) => ({
    quota: broke ? 0 : quota,
    license_type_id: 1,
    has_credit_model: false,
    has_agency_model: false,
    is_cce: false,
  });

  function purchaseDetails(id: number, broke: boolean) {
    const held = licenses.get(id);
    if (held) return { state: 'purchased', license: held.license, date: held.date, url: downloadUrl(id) };
    return { state: broke || quota === 0 ? 'not_possible' : 'not_purchased' };
  }

  function contentId(query: URLSearchParams): number {
    const id = Number(query.get('content_id'));
    if (!Number.isInteger(id) || id < 1) throw invalid('content_id must be a positive integer');
    if (!byId.has(id)) throw new EmulatorError(404, `Content ${id} not found`, INVALID_DATA);
    return id;
  }

  function license(id: number, query: URLSearchParams, played: string | undefined) {
    if (query.get('license') !== 'Standard') throw invalid('license must be Standard');
    if (played === 'license-error') throw new EmulatorError(500, 'The licence could not be completed', INVALID_DATA);
    const broke = played === 'quota';
    let state = 'purchased';
    if (!licenses.has(id) || query.get('license_again') === 'true') {
      if (broke || quota === 0)
        return {
          available_entitlement: entitlement(broke),
          contents: { [id]: { content_id: id, purchase_details: { state: 'not_possible' } } },
          purchase_options: { state: 'not_possible', requires_checkout: true, message: 'You have no licences left' },
        };
      quota -= 1;
      grant(id, true);
      state = 'just_purchased';
    }
    const details = { ...purchaseDetails(id, broke), state };
    return {
      available_entitlement: entitlement(false),
      contents: { [id]: { content_id: id, purchase_details: details } },
    };
  }

  function download(id: number, response: ServerResponse) {
    if (!licenses.has(id)) throw new EmulatorError(403, `Content ${id} is not licensed`, INVALID_DATA);
    response.writeHead(302, { location: `${url}/ftcdn/files/${id}.png?sig=${signature(id)}` }).end();
  }

  async function api({ request, response, pathname }: EmulatorCall) {
    const query = new URL(request.url ?? '/', 'http://emulator').searchParams;
    calls.push(`${request.method} ${request.url}`);
    if (typeof request.headers['x-product'] !== 'string' || request.headers['x-product'] === '')
      throw invalid('The x-Product header is missing');
    let played = await failures.play(request, response);
    if (played === 'handled') return;
    // A licence failure waits for the licence call it is about.
    if (played === 'license-error' && pathname !== '/Rest/Libraries/1/Content/License') {
      failures.failNext(1, 'license-error');
      played = undefined;
    }
    if (request.method !== 'GET') throw new EmulatorError(405, 'Invalid method', '31');
    if (pathname === '/Rest/Media/1/Search/Files') return sendJson(response, 200, search(query));
    if (request.headers.authorization !== `Bearer ${accessToken}`)
      throw new EmulatorError(401, 'Invalid access token', INVALID_TOKEN);
    const broke = played === 'quota';
    const downloaded = /^\/Rest\/Libraries\/Download\/(\d+)\/1$/.exec(pathname)?.[1];
    if (downloaded !== undefined) return download(Number(downloaded), response);
    switch (pathname) {
      case '/Rest/Libraries/1/Member/Profile':
        return sendJson(response, 200, {
          available_entitlement: entitlement(broke),
          purchase_options: {
            state: broke || quota === 0 ? 'not_possible' : 'possible',
            requires_checkout: false,
            message: broke || quota === 0 ? 'You have no licences left' : `You have ${quota} licences left`,
          },
        });
      case '/Rest/Libraries/1/Content/Info': {
        const id = contentId(query);
        const contents = { [id]: { content_id: id, purchase_details: purchaseDetails(id, broke) } };
        return sendJson(response, 200, { available_entitlement: entitlement(broke), contents });
      }
      case '/Rest/Libraries/1/Content/License':
        return sendJson(response, 200, license(contentId(query), query, played));
      default:
        throw noRoute(`GET ${pathname}`);
    }
  }

  /** Thumbnails and signed files, served without a key as from Adobe's CDN. */
  async function open({ request, response, pathname, route }: EmulatorCall) {
    const thumbnail = /^\/ftcdn\/thumbnails\/(\d+)\.png$/.exec(pathname)?.[1];
    const file = /^\/ftcdn\/files\/(\d+)\.png$/.exec(pathname)?.[1];
    if (request.method !== 'GET' || (thumbnail === undefined && file === undefined)) throw noRoute(route);
    const id = Number(thumbnail ?? file);
    const stored = byId.get(id);
    if (!stored) throw noRoute(route);
    if (file !== undefined) {
      const sig = new URL(request.url ?? '/', 'http://emulator').searchParams.get('sig');
      if (sig !== signature(id) || !licenses.has(id)) throw new EmulatorError(403, 'The signature is not valid');
      if (!files.has(id)) files.set(id, paintFile(stored, FILE_SIDE));
    }
    const content = thumbnail !== undefined ? thumbnails.get(id)! : files.get(id)!;
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': content.length }).end(content);
  }

  async function control({ request, response, route }: EmulatorCall) {
    switch (route) {
      case 'GET /control/licenses':
        return sendJson(response, 200, { quota, licenses: [...licenses.values()] });
      case 'POST /control/licenses': {
        const { content_id } = objectBody(await readJsonBody(request));
        return sendJson(response, 201, grant(content_id as number));
      }
      case 'PUT /control/quota': {
        const { quota: value } = objectBody(await readJsonBody(request));
        setQuota(value as number);
        return sendJson(response, 200, { quota });
      }
      case 'GET /control/calls':
        return sendJson(response, 200, calls);
      case 'DELETE /control/licenses':
        resetAccount();
        return response.writeHead(204).end();
      default:
        throw noRoute(route);
    }
  }

  function resetAccount() {
    licenses.clear();
    calls.length = 0;
    quota = startQuota;
  }

  const server = await startEmulatorServer({
    name: 'stock emulator',
    host,
    port,
    apiKey,
    hasKey: (request: IncomingMessage) => request.headers['x-api-key'] === apiKey,
    open: { prefix: '/ftcdn/', answer: open },
    apiPrefix: '/Rest/',
    unauthorized: { message: 'Invalid API Key', code: '11' },
    failures,
    api,
    control,
    errorBody: ({ message, code }) => ({ error: message, code: Number(code ?? INVALID_DATA) }),
    notJsonMessage: 'The body is not JSON',
  });
  url = server.url;

  return {
    url,
    apiKey,
    accessToken,
    catalogue,
    licenses: () => [...licenses.values()],
    calls: () => [...calls],
    quota: () => quota,
    setQuota,
    grant: (id) => grant(id),
    failNext: failures.failNext,
    setDelay: failures.setDelay,
    reset: failures.reset,
    resetAccount,
    close: server.close,
  };
}
