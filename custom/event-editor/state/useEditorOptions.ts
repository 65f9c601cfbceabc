import { useCallback, useEffect, useMemo, useState } from 'react';
import type { EventEditorApi } from './editorApi';
import type { EditorState } from './editorState';
import { fetchOptions, type OptionKind } from './eventEditorCalls';
import { isSavedId } from './tempId';
import type { EditorNamedItem, ItemId } from './types';

type Option = { id: number; label: string };

const KINDS: readonly OptionKind[] = ['genres', 'artists', 'locations', 'invoiceConfigs'];

/** The event's own choices of a kind, so that a picker can show them even beyond the first options. */
function chosenOf(state: EditorState, kind: OptionKind): number[] {
  const { event } = state;
  const chosen: readonly (ItemId | null)[] = {
    genres: event.genres,
    artists: event.artists,
    locations: [event.id_tk_location],
    invoiceConfigs: [event.id_tk_invoice_config],
  }[kind];
  return chosen.filter(isSavedId);
}

const labelled = (items: readonly EditorNamedItem[]) => items.map((item) => ({ id: item.id, label: item.name }));

/**
 * The pickers' options (spec 2 §2), loaded once the event `loadedId` names is there (`new` for a new
 * one), each kind with its loading flag; the genres, artists and locations made in the editor are
 * offered with them.
 */
export function useEditorOptions(
  loadedId: number | 'new' | undefined,
  getState: () => EditorState | undefined,
  onError: (error: unknown) => void,
) {
  const [fetched, setFetched] = useState<Partial<Record<OptionKind, Option[]>>>({});
  const [failed, setFailed] = useState<Partial<Record<OptionKind, boolean>>>({});

  useEffect(() => {
    const state = getState();
    if (loadedId === undefined || !state) return undefined;
    const controller = new AbortController();
    for (const kind of KINDS) {
      fetchOptions(kind, chosenOf(state, kind), controller.signal)
        .then((options) => setFetched((current) => ({ ...current, [kind]: options })))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setFailed((current) => ({ ...current, [kind]: true }));
          onError(error);
        });
    }
    return () => controller.abort();
  }, [loadedId, getState, onError]);

  /** Items the save created, offered under their new ids. */
  const addSaved = useCallback((kind: OptionKind, options: readonly Option[]) => {
    if (options.length > 0) setFetched((current) => ({ ...current, [kind]: [...(current[kind] ?? []), ...options] }));
  }, []);

  const loading = useMemo(
    () =>
      Object.fromEntries(
        KINDS.map((kind) => [kind, loadedId !== undefined && fetched[kind] === undefined && !failed[kind]]),
      ) as Record<OptionKind, boolean>,
    [loadedId, fetched, failed],
  );
  return { fetched, loading, addSaved };
}

/** The options with the items made in the editor, under their temporary ids. */
export function pickerOptions(
  fetched: Partial<Record<OptionKind, Option[]>>,
  state: EditorState | undefined,
): EventEditorApi['options'] {
  return {
    genres: [...(fetched.genres ?? []), ...labelled(state?.newGenres ?? [])],
    artists: [...(fetched.artists ?? []), ...labelled(state?.newArtists ?? [])],
    locations: [...(fetched.locations ?? []), ...labelled(state?.newLocations ?? [])],
    invoiceConfigs: fetched.invoiceConfigs ?? [],
  };
}
