import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { type CustomPageProps, ErrorPage, FullScreenSpinner, useAreaTranslation } from '../../src/console';
import { EventEditor } from './components/EventEditor';
import { useEventEditor } from './state/useEventEditor';
import type { BatchOperations } from './state/types';

/**
 * What a new event's page hands to its own page once saved: the summary of that save, or the error
 * of its batch (the event exists, the rest is still unsaved and kept as the session's draft).
 */
interface SavedState {
  operations?: BatchOperations;
  error?: string;
}

/**
 * `/tickets/events/create`, `/tickets/events/{id}` and `/tickets/events/refactor/{id?}`: the event
 * editor. A new event moves to its own address as soon as it exists and the save has ended, on the
 * same kind of path it was made on, so that a reload finds it; an id that names no event is not found.
 */
export default function EventEditorPage({ resource }: CustomPageProps) {
  useAreaTranslation(resource, ['eventEditor']);
  const { id } = useParams();
  const { pathname, state } = useLocation();
  const [saved] = useState(() => state as SavedState | null);
  const navigate = useNavigate();
  const api = useEventEditor(id, saved?.error);
  // Shown once: a reload of the address shows the event as it is, not that save's outcome again.
  useEffect(() => {
    if (state) navigate(pathname, { replace: true });
  }, [state, pathname, navigate]);

  const savedId = api.event?.id_tk_event;
  const saving = api.busy.saving;
  // The error of a save that left work unsaved (its batch failed) goes along; an older one does not.
  const error = api.hasUnsavedChanges ? api.errors.apiError : undefined;
  useEffect(() => {
    if (id !== undefined || savedId === undefined || saving) return;
    const base = pathname.startsWith(`${resource.route}/refactor`) ? `${resource.route}/refactor` : resource.route;
    const carried: SavedState = { operations: api.lastOperations, ...(error ? { error } : {}) };
    navigate(`${base}/${savedId}`, { replace: true, state: carried });
  }, [id, savedId, saving, pathname, resource.route, navigate, api.lastOperations, error]);

  if (api.loadError)
    return api.loadError.statusCode === 404 ? (
      <ErrorPage status={404} />
    ) : (
      <ErrorPage status={500} details={api.loadError.message} />
    );
  if (api.loading || !api.event) return <FullScreenSpinner />;
  return <EventEditor api={api} event={api.event} savedBefore={saved?.operations} />;
}
