import { EVENT_FIELDS } from './editorFields';
import { editorStateOf, type EditorState } from './editorState';
import { applyIdMapping, type IdMapping } from './idMapping';
import { editorEventOf, type EventAnswer } from './loadedEvent';
import { sameValue } from './sameValue';
import { isTempId } from './tempId';
import type { BatchOperations, EditorEvent } from './types';

/** The answer of `PATCH /api/ticket/event/{id}/batch` (spec 2 §7). */
export interface BatchAnswer {
  success: boolean;
  idMapping?: IdMapping;
  event?: EventAnswer;
  operations?: Partial<BatchOperations>;
  error?: string | null;
}

const isAfter = (ids: ReadonlySet<unknown>) => (id: unknown) => isTempId(id) && !ids.has(id);

/**
 * Keeps what the user did while the save ran (between `sent` and `current`, both with the mapping
 * applied): event fields changed since, and items made since (their temporary ids were not sent).
 */
function keepLaterEdits(saved: EditorState, current: EditorState, sent: EditorState): EditorState {
  const fields: Partial<EditorEvent> = {};
  for (const field of EVENT_FIELDS)
    if (!sameValue(current.event[field], sent.event[field])) Object.assign(fields, { [field]: current.event[field] });

  const sentDates = new Set(sent.event.dates.map((date) => date.id_tk_event_date));
  const sentCategories = new Set(sent.event.price_categories.map((category) => category.id_tk_price_category));
  const sentPrices = new Set(
    sent.event.dates.flatMap((date) => date.date_prices.map((p) => p.id_tk_event_date_price_category)),
  );
  const laterDates = current.event.dates.filter((date) => isAfter(sentDates)(date.id_tk_event_date));
  const laterPrices = current.event.dates.flatMap((date) =>
    date.date_prices.filter(
      (price) =>
        !isAfter(sentDates)(date.id_tk_event_date) && isAfter(sentPrices)(price.id_tk_event_date_price_category),
    ),
  );
  const dates = saved.event.dates.map((date) => {
    const added = laterPrices.filter((price) => price.id_tk_event_date === date.id_tk_event_date);
    return added.length > 0 ? { ...date, date_prices: [...date.date_prices, ...added] } : date;
  });
  const sentNamed = new Set([...sent.newGenres, ...sent.newArtists, ...sent.newLocations].map((item) => item.id));
  const later = <T extends { id: unknown }>(items: readonly T[]) => items.filter((item) => isAfter(sentNamed)(item.id));
  return {
    ...saved,
    event: {
      ...saved.event,
      ...fields,
      dates: [...dates, ...laterDates],
      price_categories: [
        ...saved.event.price_categories,
        ...current.event.price_categories.filter((category) => isAfter(sentCategories)(category.id_tk_price_category)),
      ],
    },
    newGenres: later(current.newGenres),
    newArtists: later(current.newArtists),
    newLocations: later(current.newLocations),
  };
}

/**
 * Spec 2 §4, after a successful batch: the batch lists reset, the event reloaded from the answer and its
 * pristine copy with it. `sent` is the state the payload was built from; edits made since are kept, with
 * the id mapping applied to them.
 */
export function applyBatchResult(
  current: EditorState,
  answer: BatchAnswer & { event: EventAnswer },
  sent = current,
): EditorState {
  const reloaded = editorEventOf(answer.event);
  const saved = editorStateOf(reloaded, answer.event.updated_at ?? null, current.nextTempCounter);
  if (current === sent) return saved;
  const mapping = answer.idMapping ?? {};
  return keepLaterEdits(saved, applyIdMapping(current, mapping), applyIdMapping(sent, mapping));
}
