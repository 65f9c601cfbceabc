import { makeTempId } from './tempId';
import type { EditorEvent, EditorNamedItem, TempId } from './types';

/** Saved rows the user deleted: the batch's deleted lists (spec 2 §4). */
export interface DeletedIds {
  dates: number[];
  priceCategories: number[];
  datePrices: number[];
}

/**
 * Everything the editor knows: the event as edited, its pristine copy as loaded, the deleted saved rows,
 * the genres, artists and locations made here, and the counter of temporary ids. Plain data: it goes to
 * the session storage as it is.
 */
export interface EditorState {
  event: EditorEvent;
  pristine: EditorEvent;
  nextTempCounter: number;
  deleted: DeletedIds;
  newGenres: EditorNamedItem[];
  newArtists: EditorNamedItem[];
  newLocations: EditorNamedItem[];
  /** The loaded event's `updated_at`, to tell whether a session draft is newer. */
  updatedAt: string | null;
  /**
   * Whether the event's dates (with their prices) are in `event` and `pristine`: a saved event's dates
   * load after the event (spec 2 §2), and until then it is not saved.
   */
  datesLoaded: boolean;
}

export const noDeletions = (): DeletedIds => ({ dates: [], priceCategories: [], datePrices: [] });

/** An event that does not exist yet: the schema's defaults. */
export function blankEvent(): EditorEvent {
  return {
    title: '',
    slug: '',
    name: null,
    status: false,
    visibility: 'private',
    id_tk_location: null,
    id_tk_invoice_config: null,
    vat_rate: 19,
    genres: [],
    artists: [],
    short_description: null,
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
    dates: [],
    price_categories: [],
  };
}

/** The state of a freshly loaded event, its dates included: nothing pending, the pristine copy the event itself. */
export function editorStateOf(event: EditorEvent, updatedAt: string | null = null, nextTempCounter = 1): EditorState {
  return {
    event,
    pristine: event,
    nextTempCounter,
    deleted: noDeletions(),
    newGenres: [],
    newArtists: [],
    newLocations: [],
    updatedAt,
    datesLoaded: true,
  };
}

/** Spec 2 §4: rollback restores the pristine copy and clears the pending operations. */
export function rollback(state: EditorState): EditorState {
  return { ...editorStateOf(state.pristine, state.updatedAt, state.nextTempCounter), datesLoaded: state.datesLoaded };
}

/** The next temporary id, and the state that counted it. */
export function takeTempId(state: EditorState, now: number): [TempId, EditorState] {
  return [makeTempId(state.nextTempCounter, now), { ...state, nextTempCounter: state.nextTempCounter + 1 }];
}

export function withEvent(state: EditorState, event: Partial<EditorEvent>): EditorState {
  return { ...state, event: { ...state.event, ...event } };
}
