import { createContext, useContext, useEffect, useState } from 'react';
import type { EngineJourney } from '../../../domain/booking/engine-api';
import {
  changeDraft,
  newDraft,
  withMandatoryServices,
  type BookingDraft,
  type DraftChange,
} from '../logic/booking-draft';
import { loadDraft, saveDraft } from '../logic/draft-storage';
import type { ShownError } from '../logic/engine-errors';

export interface BookingFlow {
  journey: EngineJourney;
  draft: BookingDraft;
  change: (change: DraftChange) => void;
  /** What the server refused of the last booking attempt, by field (`contact/email`). */
  errors: Record<string, ShownError>;
  setErrors: (errors: Record<string, ShownError>) => void;
}

export const BookingFlowContext = createContext<BookingFlow | null>(null);

export function useBookingFlow(): BookingFlow {
  const flow = useContext(BookingFlowContext);
  if (!flow) throw new Error('useBookingFlow outside a journey');
  return flow;
}

/** The booking in progress of a journey: restored from the tab's storage, saved there on every change. */
export function useDraftState(journey: EngineJourney, agency: number | null): BookingFlow {
  const [draft, setDraft] = useState<BookingDraft>(() => {
    const restored = loadDraft(journey.id_jrn_journey) ?? newDraft(journey.id_jrn_journey, agency);
    // A date no longer offered is chosen again.
    const offered = journey.dates.some((date) => date.from === restored.date);
    return {
      ...restored,
      date: offered ? restored.date : null,
      services: withMandatoryServices(restored.services, journey),
    };
  });
  const [errors, setErrors] = useState<Record<string, ShownError>>({});
  useEffect(() => saveDraft(draft), [draft]);
  return { journey, draft, change: (change) => setDraft((current) => changeDraft(current, change)), errors, setErrors };
}
