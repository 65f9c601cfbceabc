import { takeTempId, withEvent, type EditorState } from './editorState';
import type { EditorNamedItem, ItemId } from './types';

export type NamedItemKind = 'genre' | 'artist' | 'location';

/** Where the state keeps the items of a kind made in the editor. */
export const NEW_ITEM_LISTS = {
  genre: 'newGenres',
  artist: 'newArtists',
  location: 'newLocations',
} as const satisfies Record<NamedItemKind, keyof EditorState>;

/** The item's fields as a form gives them: no id, no flags. */
function ownFields(values: Omit<EditorNamedItem, 'id'>): Omit<EditorNamedItem, 'id'> {
  const { isNew: _isNew, isModified: _isModified, isDeleted: _isDeleted, ...fields } = values;
  return fields as Omit<EditorNamedItem, 'id'>;
}

/** Links an item to the event: genres and artists are lists, the location is one. */
function link(state: EditorState, kind: NamedItemKind, id: ItemId): EditorState {
  if (kind === 'location') return withEvent(state, { id_tk_location: id });
  const field = kind === 'genre' ? 'genres' : 'artists';
  return state.event[field].includes(id) ? state : withEvent(state, { [field]: [...state.event[field], id] });
}

/** Spec 2 §2: a genre, artist or location made in the editor gets a temporary id and is linked to the event. */
export function addNamedItem(
  state: EditorState,
  kind: NamedItemKind,
  values: Omit<EditorNamedItem, 'id'>,
  now = Date.now(),
): EditorState {
  const [id, counted] = takeTempId(state, now);
  const list = NEW_ITEM_LISTS[kind];
  // `Omit` of a type with an index signature keeps only the signature: name and slug are there all the same.
  const item = { ...ownFields(values), id, isNew: true } as EditorNamedItem;
  return link({ ...counted, [list]: [...counted[list], item] }, kind, id);
}

/** Changes an item made in the editor (its dialog opened again before the save). */
export function updateNamedItem(
  state: EditorState,
  kind: NamedItemKind,
  id: ItemId,
  values: Omit<EditorNamedItem, 'id'>,
): EditorState {
  const list = NEW_ITEM_LISTS[kind];
  if (!state[list].some((item) => item.id === id)) return state;
  return { ...state, [list]: state[list].map((item) => (item.id === id ? { ...item, ...ownFields(values) } : item)) };
}
