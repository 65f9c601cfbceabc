import { toEditorTime } from './editorTime';
import { blankEvent } from './editorState';
import { EVENT_FIELDS } from './editorFields';
import type { EditorDate, EditorDatePrice, EditorEvent, EditorPriceCategory } from './types';

type Row = Record<string, unknown>;
type DateRow = Row & { date_prices?: Row[] };

/**
 * An event as `GET /api/ticket/event/{id}` answers it, with its dates (each with its `date_prices`) and
 * price categories: the batch call answers this shape; the editor builds it from the list calls, the
 * dates apart (they load after the event).
 */
export interface EventAnswer extends Row {
  id_tk_event: number;
  version?: number;
  updated_at?: string | null;
  dates?: DateRow[];
  price_categories?: Row[];
}

/** The API answers numeric columns as strings (DESIGN: normalised in one place, here for the editor). */
const numberOf = (value: unknown): number => Number(value);
const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const versionOf = (row: Row) =>
  row.version === undefined || row.version === null ? {} : { version: Number(row.version) };

function datePriceOf(row: Row): EditorDatePrice {
  return {
    id_tk_event_date_price_category: numberOf(row.id_tk_event_date_price_category),
    id_tk_event_date: numberOf(row.id_tk_event_date),
    id_tk_price_category: numberOf(row.id_tk_price_category),
    price: numberOf(row.price),
    contingent: numberOrNull(row.contingent),
    requires_personalization: row.requires_personalization === true,
    ...versionOf(row),
  };
}

function dateOf(row: DateRow): EditorDate {
  return {
    id_tk_event_date: numberOf(row.id_tk_event_date),
    starts_at: toEditorTime(textOrNull(row.starts_at)) ?? '',
    ends_at: toEditorTime(textOrNull(row.ends_at)),
    entry_starts_at: toEditorTime(textOrNull(row.entry_starts_at)),
    visible_from: toEditorTime(textOrNull(row.visible_from)),
    visible_until: toEditorTime(textOrNull(row.visible_until)),
    status: row.status === 'hidden' ? 'hidden' : 'active',
    note: textOrNull(row.note),
    sort: numberOf(row.sort ?? 0),
    date_prices: (row.date_prices ?? []).map(datePriceOf),
    ...versionOf(row),
  };
}

/** The editor's dates from the API's rows (each with its `date_prices`). */
export const editorDatesOf = (rows: readonly DateRow[]): EditorDate[] => rows.map(dateOf);

function priceCategoryOf(row: Row): EditorPriceCategory {
  return {
    id_tk_price_category: numberOf(row.id_tk_price_category),
    title: String(row.title ?? ''),
    description: textOrNull(row.description),
    price: numberOf(row.price),
    vat_rate: numberOf(row.vat_rate ?? 19),
    available_quantity: numberOrNull(row.available_quantity),
    is_active: row.is_active !== false,
    requires_personalization: row.requires_personalization === true,
    ...versionOf(row),
  };
}

/** The editor's event from the API's answer: its fields, dates to the minute in Berlin time, numbers as numbers. */
export function editorEventOf(answer: EventAnswer): EditorEvent {
  const blank = blankEvent();
  const fields = Object.fromEntries(
    EVENT_FIELDS.map((field) => [field, answer[field] === undefined ? blank[field] : answer[field]]),
  ) as Pick<EditorEvent, (typeof EVENT_FIELDS)[number]>;
  return {
    ...fields,
    vat_rate: numberOf(fields.vat_rate),
    genres: fields.genres ?? [],
    artists: fields.artists ?? [],
    images: fields.images ?? [],
    id_tk_event: numberOf(answer.id_tk_event),
    ...versionOf(answer),
    dates: editorDatesOf(answer.dates ?? []),
    price_categories: (answer.price_categories ?? []).map(priceCategoryOf),
  };
}

/** The event's dates from the list calls, sorted by start, each with its prices (as the batch answers them). */
export function assembleDates(dates: Row[], datePrices: Row[]): DateRow[] {
  const pricesOf = new Map<unknown, Row[]>();
  for (const price of datePrices) {
    const ofDate = pricesOf.get(price.id_tk_event_date) ?? [];
    ofDate.push(price);
    pricesOf.set(price.id_tk_event_date, ofDate);
  }
  const byStart = (a: Row, b: Row) => String(a.starts_at).localeCompare(String(b.starts_at));
  return [...dates].sort(byStart).map((date) => ({ ...date, date_prices: pricesOf.get(date.id_tk_event_date) ?? [] }));
}

/**
 * The answer's shape from the generic calls, without the dates (they load after it): the event and
 * its price categories sorted by id.
 */
export function assembleEventAnswer(event: Row, priceCategories: Row[]): EventAnswer {
  return {
    ...event,
    id_tk_event: Number(event.id_tk_event),
    price_categories: [...priceCategories].sort(
      (a, b) => Number(a.id_tk_price_category) - Number(b.id_tk_price_category),
    ),
  };
}
