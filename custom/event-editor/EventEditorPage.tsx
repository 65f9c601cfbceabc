import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { FullScreenSpinner } from '../../src/components/FullScreenSpinner';
import { ErrorPage } from '../../src/pages/errors/ErrorPage';
import type { CustomPageProps } from '../../src/routing/customPages';
import { EventEditor } from './components/EventEditor';
import { useEventEditor } from './state/useEventEditor';
import type { BatchOperations } from './state/types';

/** What a new event's page hands to its own page once saved: the summary of that save. */
interface SavedState {
  operations?: BatchOperations;
}

/**
 * `/tickets/events/create`, `/tickets/events/{id}` and `/tickets/events/refactor/{id?}`: the event
 * editor. A new event moves to its own address once saved, on the same kind of path it was made on.
 */
export default function EventEditorPage({ resource }: CustomPageProps) {
  const { id } = useParams();
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const api = useEventEditor(id);

  const savedId = api.event?.id_tk_event;
  const settled = !api.busy.saving && !api.hasUnsavedChanges;
  useEffect(() => {
    if (id !== undefined || savedId === undefined || !settled) return;
    const base = pathname.startsWith(`${resource.route}/refactor`) ? `${resource.route}/refactor` : resource.route;
    navigate(`${base}/${savedId}`, { replace: true, state: { operations: api.lastOperations } satisfies SavedState });
  }, [id, savedId, settled, pathname, resource.route, navigate, api.lastOperations]);

  if (api.loadError) return <ErrorPage status={500} details={api.loadError} />;
  if (api.loading || !api.event) return <FullScreenSpinner />;
  return <EventEditor api={api} event={api.event} savedBefore={(state as SavedState | null)?.operations} />;
}
