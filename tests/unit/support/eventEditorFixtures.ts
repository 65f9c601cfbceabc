import { blankEvent, editorStateOf, type EditorState } from '../../../custom/event-editor/state/editorState';
import { editorEventOf, type EventAnswer } from '../../../custom/event-editor/state/loadedEvent';

/** A clock for temporary ids: `temp_<n>_1763712000000`. */
export const NOW = 1_763_712_000_000;

/**
 * A saved event as the API answers it: the fields not named here at their defaults, two dates in winter
 * (UTC times; 20:00 and 18:30 in Berlin), two price categories (Parkett 39.50 for 200, Balkon 25 for 80,
 * personalised), a price of each category on the first date and of Parkett on the second.
 */
export function savedEventAnswer(): EventAnswer {
  return {
    ...blankEvent(),
    id_tk_event: 7,
    version: 3,
    updated_at: '2026-11-01T10:00:00.000Z',
    title: 'Winterkonzert',
    slug: 'winterkonzert',
    status: true,
    visibility: 'public',
    id_tk_location: 4,
    vat_rate: '19',
    genres: [2],
    short_description: 'Ein Abend mit Streichern',
    created_at: '2026-10-01T10:00:00.000Z',
    dates: [
      {
        id_tk_event_date: 812,
        id_tk_event: 7,
        version: 2,
        starts_at: '2026-12-24T19:00:00.000Z',
        ends_at: '2026-12-24T21:30:00.000Z',
        entry_starts_at: null,
        visible_from: null,
        visible_until: null,
        status: 'active',
        note: null,
        sort: 0,
        date_prices: [
          {
            id_tk_event_date_price_category: 901,
            id_tk_event_date: 812,
            id_tk_price_category: 55,
            price: '39.50',
            contingent: 200,
            requires_personalization: false,
            version: 1,
          },
          {
            id_tk_event_date_price_category: 902,
            id_tk_event_date: 812,
            id_tk_price_category: 56,
            price: '25.00',
            contingent: 80,
            requires_personalization: true,
            version: 1,
          },
        ],
      },
      {
        id_tk_event_date: 813,
        id_tk_event: 7,
        version: 1,
        starts_at: '2026-12-25T17:30:00.000Z',
        ends_at: null,
        entry_starts_at: null,
        visible_from: null,
        visible_until: null,
        status: 'hidden',
        note: 'Matinee',
        sort: 1,
        date_prices: [
          {
            id_tk_event_date_price_category: 903,
            id_tk_event_date: 813,
            id_tk_price_category: 55,
            price: '39.50',
            contingent: 200,
            requires_personalization: false,
            version: 1,
          },
        ],
      },
    ],
    price_categories: [
      {
        id_tk_price_category: 55,
        id_tk_event: 7,
        version: 1,
        title: 'Parkett',
        description: null,
        price: '39.50',
        vat_rate: '19',
        available_quantity: 200,
        is_active: true,
        requires_personalization: false,
      },
      {
        id_tk_price_category: 56,
        id_tk_event: 7,
        version: 1,
        title: 'Balkon',
        description: 'Oben',
        price: '25.00',
        vat_rate: '19',
        available_quantity: 80,
        is_active: true,
        requires_personalization: true,
      },
    ],
  };
}

const loadedState = (answer: EventAnswer) => editorStateOf(editorEventOf(answer), answer.updated_at ?? null);

/** The editor's state of the saved event, just loaded. */
export function savedState(): EditorState {
  return loadedState(savedEventAnswer());
}

/** The editor's state of the saved event before its dates have loaded (they follow the event). */
export function stateBeforeDates(): EditorState {
  const { dates: _dates, ...own } = savedEventAnswer();
  return { ...loadedState(own), datesLoaded: false };
}

/** The state an edit that may be refused (a price, a form) left, which the test expects it to take. */
export function accepted(outcome: { ok: true; state: EditorState } | { ok: false; error: string }): EditorState {
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.state;
}
