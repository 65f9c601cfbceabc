import { apiRequest, appendWire, registry } from '../../../src/console-logic';
import type { BatchPayload } from './batchPayload';
import type { BatchAnswer } from './batchResult';
import { assembleDates, assembleEventAnswer, editorDatesOf, type EventAnswer } from './loadedEvent';
import type { EditorDate } from './types';

type Row = Record<string, unknown>;

function apiOf(resource: string): string {
  const api = registry.resource(resource)?.api;
  if (!api) throw new Error(`The registry has no resource ${resource}`);
  return api;
}

const EVENTS = apiOf('tickets/events');
const DATES = apiOf('tickets/event-dates');
const DATE_PRICES = apiOf('tickets/event-date-price-categories');
const PRICE_CATEGORIES = apiOf('tickets/price-categories');

/** A list call's rows, whether it answers a page (`{ data }`) or, with `pagination=false`, a plain list. */
async function rows(path: string, params: URLSearchParams, signal?: AbortSignal): Promise<Row[]> {
  const answer = await apiRequest<Row[] | { data: Row[] }>(`${path}?${params}`, { signal });
  return Array.isArray(answer) ? answer : answer.data;
}

const ofEvent = (id: number) => new URLSearchParams({ id_tk_event: String(id), pagination: 'false' });

/** The event with its price categories, from the generic calls; its dates load apart (`fetchDates`). */
export async function fetchEvent(id: number, signal?: AbortSignal): Promise<EventAnswer> {
  const [event, categories] = await Promise.all([
    apiRequest<Row>(`${EVENTS}/${id}`, { signal }),
    rows(PRICE_CATEGORIES, ofEvent(id), signal),
  ]);
  return assembleEventAnswer(event, categories);
}

/** The event's dates, each with its prices, sorted by start. */
export async function fetchDates(id: number, signal?: AbortSignal): Promise<EditorDate[]> {
  const [dates, datePrices] = await Promise.all([
    rows(DATES, ofEvent(id), signal),
    rows(DATE_PRICES, ofEvent(id), signal),
  ]);
  return editorDatesOf(assembleDates(dates, datePrices));
}

/** `POST /api/ticket/event`: a new event's own fields, before its dates and prices go in a batch. */
export function createEvent(body: Row): Promise<EventAnswer> {
  return apiRequest<EventAnswer>(EVENTS, { method: 'POST', body });
}

/** `PATCH /api/ticket/event/{id}/batch` (spec 2 §7). */
export function sendBatch(id: number, payload: BatchPayload): Promise<BatchAnswer> {
  return apiRequest<BatchAnswer>(`${EVENTS}/${id}/batch`, { method: 'PATCH', body: payload });
}

/** Moves the event to the trash. */
export async function deleteEvent(id: number): Promise<void> {
  await apiRequest(`${EVENTS}/${id}`, { method: 'DELETE' });
}

export type OptionKind = 'genres' | 'artists' | 'locations' | 'invoiceConfigs';

const OPTION_SOURCES: Record<OptionKind, { resource: string; idField: string; labelField: string }> = {
  genres: { resource: 'tickets/genres', idField: 'id_tk_genre', labelField: 'name' },
  artists: { resource: 'tickets/artists', idField: 'id_tk_artist', labelField: 'name' },
  locations: { resource: 'tickets/locations', idField: 'id_tk_location', labelField: 'name' },
  invoiceConfigs: { resource: 'tickets/invoice-configs', idField: 'id_tk_invoice_config', labelField: 'name' },
};

/** The most options a picker gets at once; the event's own choices are added when they lie beyond. */
const OPTION_LIMIT = 1000;

/** A picker's options by name, and the ones the event has chosen among them. */
export async function fetchOptions(
  kind: OptionKind,
  chosen: readonly number[],
  signal?: AbortSignal,
): Promise<{ id: number; label: string }[]> {
  const { resource, idField, labelField } = OPTION_SOURCES[kind];
  const api = apiOf(resource);
  const selection = () => {
    const params = new URLSearchParams({ pagination: 'false' });
    appendWire(params, '$select', [idField, labelField]);
    return params;
  };
  const first = selection();
  first.set('$limit', String(OPTION_LIMIT));
  first.set(`$sort[${labelField}]`, '1');
  const listed = await rows(api, first, signal);
  const missing = chosen.filter((id) => !listed.some((row) => row[idField] === id));
  let extra: Row[] = [];
  if (missing.length > 0) {
    const byId = selection();
    appendWire(byId, idField, { $in: missing.map(String) });
    extra = await rows(api, byId, signal);
  }
  return [...listed, ...extra].map((row) => ({
    id: Number(row[idField]),
    label: String(row[labelField] ?? row[idField]),
  }));
}
