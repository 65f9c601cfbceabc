import { useCallback, useEffect, useState } from 'react';
import { loadBooking, saveParticipants } from './processCalls';
import type { ParticipantChange } from './processState';
import type { ProcessBooking } from './processTypes';

/**
 * A process's booking as the booking system holds it (`GET /ratio_vorgang/{id}`), loaded when the
 * participants are first shown; a saved change answers the booking as it is now.
 */
export function useProcessBooking(id: string) {
  const [booking, setBooking] = useState<ProcessBooking>();
  const [loadError, setLoadError] = useState<unknown>();
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    loadBooking(id, controller.signal).then(
      (answer) => {
        setBooking(answer);
        setLoadError(undefined);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoadError(error);
      },
    );
    return () => controller.abort();
  }, [id, version]);

  /** Sends one participant's change; throws the server's refusal for the dialog to show. */
  const save = useCallback(
    async (change: ParticipantChange) => {
      try {
        setBooking(await saveParticipants(id, [change]));
      } catch (error) {
        // Entries before a refused one may be saved (spec 1 §5): show what the booking system holds now.
        setVersion((current) => current + 1);
        throw error;
      }
    },
    [id],
  );

  return { booking, loadError, save, reload: () => setVersion((current) => current + 1) };
}
