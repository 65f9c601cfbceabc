import { randomBytes } from 'node:crypto';
import { EmulatorError, noRoute } from '../emulator/emulator-error.ts';
import { startEmulatorServer, type EmulatorCall } from '../emulator/emulator-server.ts';
import { createFailureSwitch, type CommonFailureMode } from '../emulator/failure-switch.ts';
import { sendJson } from '../emulator/send-json.ts';
import { renderRatioPdf } from '../ratio/ratio-pdf.ts';
import { INSURANCE_PRODUCTS, type InsuranceProductTerms } from './insurance-products.ts';

const OFFERS_PATH = '/v1/travel-insurance/offers';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const COUNTRY = /^[A-Z]{2}$/;
const MAX_TRAVELLERS = 99;
const MAX_DAYS = 365;
/** The insurer's error codes by HTTP status; any other status is `internal`. */
const ERROR_CODES: Partial<Record<number, string>> = { 400: 'invalid_request', 401: 'unauthorized', 404: 'not_found' };

/** How the next offer calls fail: an HTTP 500, no answer at all, or a 200 whose body is not JSON. */
export type FailureMode = CommonFailureMode;

/** An offer request as the emulator understood it: what the tests check the server asked. */
export interface OfferQuery {
  tripPrice: number;
  travellers: number;
  startDate: string;
  endDate: string;
  destination: string | null;
}

export interface InsuranceEmulator {
  /** The API root to give the client, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** The key the client must send as `Authorization: Bearer <apiKey>`. */
  apiKey: string;
  /** The offer requests answered so far, oldest first. */
  queries(): OfferQuery[];
  /** Makes the next `times` API calls fail (control calls and documents are not counted). */
  failNext(times: number, mode: FailureMode): void;
  /** Holds every API answer back this long; 0 answers at once. */
  setDelay(ms: number): void;
  /** Clears pending failures, the delay and the recorded queries. */
  reset(): void;
  close(): Promise<void>;
}

export interface InsuranceEmulatorOptions {
  /** A loopback address: the control calls need no key. */
  host?: string;
  port?: number;
  /** Default: a random key. */
  apiKey?: string;
}

/**
 * The project's stand-in for ERGO's travel insurance offer service: three products priced from the
 * trip, their documents as small PDFs (open, as a browser follows the links), and control calls that
 * make calls fail or hang and show what was asked.
 */
export async function startInsuranceEmulator({
  host = '127.0.0.1',
  port = 0,
  apiKey = randomBytes(16).toString('hex'),
}: InsuranceEmulatorOptions = {}): Promise<InsuranceEmulator> {
  const failures = createFailureSwitch();
  const asked: OfferQuery[] = [];
  let url = '';

  const documents = (code: string) => ({
    information: `${url}/documents/${code}-information.pdf`,
    conditions: `${url}/documents/${code}-conditions.pdf`,
  });

  function offer(product: InsuranceProductTerms, query: OfferQuery) {
    const days = (Date.parse(query.endDate) - Date.parse(query.startDate)) / 86_400_000 + 1;
    const amount = product.premiumCents({ tripPriceCents: query.tripPrice, travellers: query.travellers, days });
    return {
      productCode: product.productCode,
      name: product.name,
      description: product.description,
      premium: { amount, currency: 'EUR' },
      documents: documents(product.productCode),
    };
  }

  async function api({ request, response, route }: EmulatorCall) {
    if ((await failures.play(request, response)) === 'handled') return;
    if (route !== `GET ${OFFERS_PATH}`) throw noRoute(route);
    const query = offerQuery(new URL(request.url ?? '/', 'http://emulator').searchParams);
    asked.push(query);
    return sendJson(response, 200, { offers: INSURANCE_PRODUCTS.map((product) => offer(product, query)) });
  }

  async function openDocument({ response, route }: EmulatorCall) {
    const [, code, kind] = /^GET \/documents\/([A-Z-]+)-(information|conditions)\.pdf$/.exec(route) ?? [];
    const product = INSURANCE_PRODUCTS.find(({ productCode }) => productCode === code);
    if (!product) throw noRoute(route);
    const title = `${product.name}: ${kind === 'information' ? 'Produktinformationsblatt' : 'Versicherungsbedingungen'}`;
    const pdf = await renderRatioPdf(title, [product.description, '', 'Musterdokument des Versicherungs-Emulators.']);
    response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': pdf.length }).end(pdf);
  }

  async function control({ response, route }: EmulatorCall) {
    if (route !== 'GET /control/state') throw noRoute(route);
    const products = INSURANCE_PRODUCTS.map(({ productCode, name }) => ({ productCode, name }));
    return sendJson(response, 200, { products, queries: asked });
  }

  const server = await startEmulatorServer({
    name: 'insurance emulator',
    host,
    port,
    apiKey,
    open: { prefix: '/documents/', answer: openDocument },
    apiPrefix: '/v1/',
    unauthorized: { message: 'Missing or wrong API key' },
    failures,
    api,
    control,
    errorBody: ({ status, message }) => ({ error: { code: ERROR_CODES[status] ?? 'internal', message } }),
    notJsonMessage: 'The body is not JSON',
  });
  url = server.url;

  return {
    url,
    apiKey,
    queries: () => [...asked],
    failNext: failures.failNext,
    setDelay: failures.setDelay,
    reset() {
      failures.reset();
      asked.length = 0;
    },
    close: server.close,
  };
}

/** The offer request's parameters, each checked: a 400 names the first that is wrong. */
function offerQuery(params: URLSearchParams): OfferQuery {
  const known = ['tripPrice', 'travellers', 'startDate', 'endDate', 'destination'];
  const unknown = [...params.keys()].find((name) => !known.includes(name));
  if (unknown !== undefined) throw new EmulatorError(400, `Unknown parameter ${unknown}`);
  const tripPrice = wholeNumber(params.get('tripPrice'), 'tripPrice', 0, Number.MAX_SAFE_INTEGER);
  const travellers = wholeNumber(params.get('travellers'), 'travellers', 1, MAX_TRAVELLERS);
  const startDate = day(params.get('startDate'), 'startDate');
  const endDate = day(params.get('endDate'), 'endDate');
  const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 + 1;
  if (days < 1 || days > MAX_DAYS)
    throw new EmulatorError(400, `endDate must be 0 to ${MAX_DAYS - 1} days after startDate`);
  const destination = params.get('destination');
  if (destination !== null && !COUNTRY.test(destination))
    throw new EmulatorError(400, 'destination must be an ISO 3166 alpha-2 code (DE)');
  return { tripPrice, travellers, startDate, endDate, destination };
}

function wholeNumber(value: string | null, name: string, min: number, max: number): number {
  const number = Number(value);
  if (value === null || !/^\d+$/.test(value) || number < min || number > max)
    throw new EmulatorError(400, `${name} must be a whole number from ${min} to ${max}`);
  return number;
}

function day(value: string | null, name: string): string {
  if (
    value === null ||
    !DAY.test(value) ||
    Number.isNaN(Date.parse(value)) ||
    new Date(value).toISOString().slice(0, 10) !== value
  )
    throw new EmulatorError(400, `${name} must be a day (YYYY-MM-DD)`);
  return value;
}
