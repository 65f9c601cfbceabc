import { editorStateOf, type EditorState } from '../../../custom/event-editor/state/editorState';
import { editorEventOf, type EventAnswer } from '../../../custom/event-editor/state/loadedEvent';

/** A clock for temporary ids: `temp_<n>_1763712000000`. */
export const NOW = 1_763_712_000_000;

/**
 * A saved event as the API answers it: two dates in winter (UTC times; 20:00 and 18:30 in Berlin),
 * two price categories (Parkett 39.50 for 200, Balkon 25 for 80, personalised), a price of each
 * category on the first date and of Parkett on the second.
 */
export function savedEventAnswer(): EventAnswer {
  return {
    id_tk_event: 7,
    version: 3,
    updated_at: '2026-11-01T10:00:00.000Z',
    title: 'Winterkonzert',
    slug: 'winterkonzert',
    name: null,
    status: true,
    visibility: 'public',
    id_tk_location: 4,
    id_tk_invoice_config: null,
    vat_rate: '19',
    genres: [2],
    artists: [],
    short_description: 'Ein Abend mit Streichern',
    description: null,
    additional_info: null,
    images: [],
    meta_title: null,
    meta_description: null,
    meta_keywords: null,
    meta_canonical_link: null,
    website: null,
    facebook_link: null,
    instagram_link: null,
    youtube_link: null,
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

/** The editor's state of the saved event, just loaded. */
export function savedState(): EditorState {
  const answer = savedEventAnswer();
  return editorStateOf(editorEventOf(answer), answer.updated_at ?? null);
}
