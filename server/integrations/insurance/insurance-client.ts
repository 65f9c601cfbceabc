import { callJsonApi, parseJson, type JsonApi } from '../http-json.ts';
import {
  InsuranceError,
  type InsuranceProduct,
  type InsuranceQuery,
  type InsuranceSystem,
} from './insurance-system.ts';

const TIMEOUT_MS = 10_000;

export interface InsuranceClientOptions {
  /** The offer service's API root, e.g. `https://insurance.example.com`; `/v1/…` is appended. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>`. */
  apiKey: string;
  /** For a whole call: connecting, the answer's headers and its body. */
  timeoutMs?: number;
}

const insuranceError: JsonApi['fail'] = (failure, message, { status, cause }) =>
  new InsuranceError(failure, message, { status, cause });

/**
 * ERGO's travel insurance offers over `fetch`: the trip price goes out in cents, the premiums come
 * back in cents and are handed on in euros. Every call ends within `timeoutMs`.
 */
export function createInsuranceClient({
  baseUrl,
  apiKey,
  timeoutMs = TIMEOUT_MS,
}: InsuranceClientOptions): InsuranceSystem {
  const api: JsonApi = { system: 'insurer', baseUrl, apiKey, timeoutMs, fail: insuranceError };

  return {
    async offers({ tripPrice, travellers, startDate, endDate, destination }: InsuranceQuery) {
      const query = new URLSearchParams({
        tripPrice: String(Math.round(tripPrice * 100)),
        travellers: String(travellers),
        startDate,
        endDate,
        ...(destination ? { destination } : {}),
      });
      const path = `/v1/travel-insurance/offers?${query}`;
      const products = parseOffers(await callJsonApi(api, 'GET', path));
      if (!products) throw new InsuranceError('bad-answer', 'The insurer answered the offer request with no offers');
      return products;
    },
  };
}

/** The documented offers, or undefined for anything else (HTML from a proxy, a changed API). */
function parseOffers(text: string): InsuranceProduct[] | undefined {
  const offers = (parseJson(text) as { offers?: unknown } | undefined)?.offers;
  if (!Array.isArray(offers)) return undefined;
  const products = offers.map(parseOffer);
  return products.every((product) => product !== undefined) ? products : undefined;
}

function parseOffer(value: unknown): InsuranceProduct | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { productCode, name, description, premium, documents } = value as Record<string, unknown>;
  const { amount, currency } = (premium ?? {}) as Record<string, unknown>;
  const { information, conditions } = (documents ?? {}) as Record<string, unknown>;
  const texts = [productCode, name, description, information, conditions];
  const valid =
    texts.every((text) => typeof text === 'string' && text !== '') &&
    Number.isInteger(amount) &&
    (amount as number) >= 0 &&
    currency === 'EUR';
  if (!valid) return undefined;
  return {
    code: productCode as string,
    name: name as string,
    description: description as string,
    premium: (amount as number) / 100,
    informationUrl: information as string,
    conditionsUrl: conditions as string,
  };
}
