import { z } from 'zod';
import { callFileApi, callJsonApi, parseJson, type JsonApi } from '../http-json.ts';
import { okEnvelopeCalls } from '../ok-envelope.ts';
import {
  addressSchema,
  agencySchema,
  boardingEntrySchema,
  bulkInvoiceSchema,
  cancellationSchema,
  cancelledSchema,
  dateSchema,
  pageOf,
  participantSchema,
  processSchema,
  quotaSchema,
  travelStopSchema,
} from './ratio-records.ts';
import { RatioSystemError, type RatioSystem } from './ratio-system.ts';

const TIMEOUT_MS = 10_000;

export interface RatioClientOptions {
  /** The API root; `/api/…` is appended. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>`. */
  apiKey: string;
  timeoutMs?: number;
}

const fail: JsonApi['fail'] = (failure, message, { status, cause }) =>
  new RatioSystemError(failure, message, status, { cause });

/** `DD.MM.YYYY`, as Ratio takes dates in queries, of `YYYY-MM-DD`. */
export function ratioDate(isoDate: string): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) ?? [];
  if (!year || !month || !day) throw new RangeError(`${isoDate} is not a date YYYY-MM-DD`);
  return `${day}.${month}.${year}`;
}

const query = (parameters: Record<string, string | number | boolean | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parameters))
    if (value !== undefined && value !== false) search.set(name, value === true ? '1' : String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

const segment = (value: string | number) => encodeURIComponent(String(value));

const PDF_MAGIC = '%PDF-';

/**
 * Ratio's HTTP API over `fetch`. Every answer is `{ status: "ok", data }` (lists add `total`); the data
 * is checked against Ratio's records and anything else fails as `bad-answer`, as does a file that is
 * not a PDF. Every call ends within `timeoutMs`.
 */
export function createRatioClient({ baseUrl, apiKey, timeoutMs = TIMEOUT_MS }: RatioClientOptions): RatioSystem {
  const api: JsonApi = { system: 'booking system Ratio', baseUrl, apiKey, timeoutMs, fail };

  const call = okEnvelopeCalls(api, 'Ratio', (message) => new RatioSystemError('bad-answer', message));

  async function page<Schema extends z.ZodType>(item: Schema, path: string) {
    const answer = parseJson(await callJsonApi(api, 'GET', `/api${path}`));
    const parsed = pageOf(item)
      .extend({ status: z.literal('ok') })
      .safeParse(answer);
    if (!parsed.success)
      throw new RatioSystemError('bad-answer', `Ratio answered GET /api${path} with something unexpected`);
    return { data: parsed.data.data, total: parsed.data.total };
  }

  async function pdf(path: string): Promise<Uint8Array> {
    const { bytes } = await callFileApi(api, 'GET', `/api${path}`, 'application/pdf');
    if (new TextDecoder().decode(bytes.subarray(0, PDF_MAGIC.length)) !== PDF_MAGIC)
      throw new RatioSystemError('bad-answer', `Ratio answered GET /api${path} with something that is not a PDF`);
    return bytes;
  }

  return {
    address: (kennziffer) => call(addressSchema, 'GET', `/addresses/${segment(kennziffer)}`),
    updateAddress: (kennziffer, changes) => call(addressSchema, 'PUT', `/addresses/${segment(kennziffer)}`, changes),
    createAddress: (fields) => call(addressSchema, 'POST', '/addresses', { data: fields }),
    async deleteAddress(kennziffer) {
      await call(z.object({ kennziffer: z.literal(kennziffer) }), 'DELETE', `/addresses/${segment(kennziffer)}`);
    },

    process: (nr) => call(processSchema, 'GET', `/processes/${nr}`),
    processes: ({ kennziffer, agentur, status, limit, offset }) =>
      page(processSchema, `/processes${query({ kennziffer, agentur, status, limit, offset })}`),
    bookProcess: (booking) =>
      call(processSchema.extend({ participants: z.array(participantSchema) }), 'POST', '/processes', {
        data: booking,
      }),
    setBookingType: (nr, type) => call(processSchema, 'PUT', `/booking/${nr}`, { typ: type }),
    confirmProcess: (nr) => call(processSchema, 'PUT', `/processes/${nr}/status`, { status: 4 }),
    cancellationInquiry: (nr) => call(cancellationSchema, 'GET', `/processes/${nr}/cancellation`),
    cancelProcess: (nr) => call(cancelledSchema, 'POST', `/processes/${nr}/cancellation`),

    processParticipants: (nr) => call(z.array(participantSchema), 'GET', `/processes/${nr}/participants`),
    participant: (nr) => call(participantSchema, 'GET', `/participants/${nr}`),
    updateParticipant: (nr, changes) => call(participantSchema, 'PUT', `/participants/${nr}`, changes),
    async saveBoardingEntry({ nr, ...entry }) {
      if (nr !== undefined && nr !== null) {
        try {
          return await call(boardingEntrySchema, 'PUT', `/zustiege/${nr}`, entry);
        } catch (error) {
          if (!(error instanceof RatioSystemError && error.status === 404)) throw error;
        }
      }
      return call(boardingEntrySchema, 'POST', '/zustiege', entry);
    },

    travelStops: (by) => call(z.array(travelStopSchema), 'GET', `/travelstops${query(by)}`),
    travelStop: (id) => call(travelStopSchema, 'GET', `/travelstops/${id}`),
    dates: (reise) => call(z.array(dateSchema), 'GET', `/termine${query({ reise })}`),
    date: (id, { occupiedSeats, participants, transport } = {}) =>
      call(
        dateSchema,
        'GET',
        `/termine/${id}${query({ belegtePlaetze: occupiedSeats, teilnehmer: participants, transport })}`,
      ),
    quotas: ({ reise, from, till }) =>
      call(
        z.array(quotaSchema),
        'GET',
        `/quotas${query({ reise, start: from && ratioDate(from), end: till && ratioDate(till) })}`,
      ),
    quota: (id) => call(quotaSchema, 'GET', `/quotas/${id}`),

    agencies: () => call(z.array(agencySchema), 'GET', '/agencies'),
    agencyCustomers: (agency, { limit, offset, search, sort } = {}) =>
      page(addressSchema, `/agencies/${agency}/customers${query({ limit, offset, search, sort })}`),
    bulkInvoices: (agency) => call(z.array(bulkInvoiceSchema), 'GET', `/bulk-invoices${query({ agentur: agency })}`),
    bulkInvoice: (sammelRechnungNr) => call(bulkInvoiceSchema, 'GET', `/bulk-invoices/${segment(sammelRechnungNr)}`),
    bulkInvoicePdf: (sammelRechnungNr) => pdf(`/bulk-invoices/${segment(sammelRechnungNr)}/pdf`),
    invoicePdf: (nr) => pdf(`/templates/invoice/${nr}`),
  };
}
