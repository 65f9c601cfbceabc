import { EVENT_FIELDS, pick } from './editorFields';
import type { EditorState } from './editorState';
import { editorEventOf, type EventAnswer } from './loadedEvent';
import { isSavedId } from './tempId';

/**
 * The body of `POST /api/ticket/event` for a new event: its own fields. Links to genres, artists and a
 * location made in the editor have no ids yet; the batch that follows sets them.
 */
export function createEventBody(state: EditorState): Record<string, unknown> {
  const { event } = state;
  return {
    ...pick(event, EVENT_FIELDS),
    genres: event.genres.filter(isSavedId),
    artists: event.artists.filter(isSavedId),
    id_tk_location: isSavedId(event.id_tk_location) ? event.id_tk_location : null,
  };
}

/**
 * The state once the event exists: it has its id and version, its pristine fields are those saved,
 * and what the create could not carry (its items, links to items made here) is still pending.
 */
export function withCreatedEvent(state: EditorState, created: EventAnswer): EditorState {
  const saved = editorEventOf({ ...created, dates: [], price_categories: [] });
  const identity = {
    id_tk_event: saved.id_tk_event,
    ...(saved.version === undefined ? {} : { version: saved.version }),
  };
  return {
    ...state,
    event: { ...state.event, ...identity },
    pristine: saved,
    updatedAt: created.updated_at ?? null,
  };
}
