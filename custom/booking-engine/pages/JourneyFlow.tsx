import { Navigate, Route, Routes, useParams, useSearchParams } from 'react-router';
import type { EngineJourney } from '../../../domain/booking/engine-api';
import { StatusMessage } from '../components/StatusMessage';
import { BookingFlowContext, useBookingFlow, useDraftState } from '../hooks/useBookingFlow';
import { useLoad } from '../hooks/useLoad';
import { firstIncomplete, stepPath, type Step } from '../logic/booking-steps';
import { callEngine } from '../logic/engine-client';
import { EngineCallError, messageKeyOf } from '../logic/engine-errors';
import { ContactStep } from './ContactStep';
import { JourneyPage } from './JourneyPage';
import { OptionsStep } from './OptionsStep';
import { SummaryStep } from './SummaryStep';
import { TravellersStep } from './TravellersStep';

/** A step opened before the ones it needs are done (a bookmark, a stale tab) goes back to the first missing one. */
function Guarded({ step, page }: { step: Step; page: React.ReactNode }) {
  const { journey, draft } = useBookingFlow();
  const allowed = firstIncomplete(step, draft, journey);
  return allowed === step ? page : <Navigate to={stepPath(journey.id_jrn_journey, allowed)} replace />;
}

function Flow({ journey }: { journey: EngineJourney }) {
  const [search] = useSearchParams();
  const agency = Number(search.get('agency'));
  const flow = useDraftState(journey, Number.isInteger(agency) && agency > 0 ? agency : null);
  return (
    <BookingFlowContext.Provider value={flow}>
      <Routes>
        <Route index element={<JourneyPage />} />
        <Route path="options" element={<Guarded step="options" page={<OptionsStep />} />} />
        <Route path="travellers" element={<Guarded step="travellers" page={<TravellersStep />} />} />
        <Route path="contact" element={<Guarded step="contact" page={<ContactStep />} />} />
        <Route path="summary" element={<Guarded step="summary" page={<SummaryStep />} />} />
        <Route path="*" element={<Navigate to="." replace />} />
      </Routes>
    </BookingFlowContext.Provider>
  );
}

/** `/appbooking/ibe/journey/<id>/…`: a bookable journey and the booking of it, step by step. */
export function JourneyFlow() {
  const id = Number(useParams().journey);
  const journey = useLoad(`journey-${id}`, (signal) =>
    callEngine<EngineJourney>(`/booking-engine/journeys/${id}`, { signal }),
  );
  if (journey.state === 'loading') return null;
  if (journey.state === 'failed') {
    const missing = journey.error instanceof EngineCallError && journey.error.status === 404;
    return <StatusMessage messageKey={missing ? 'booking.engine.journey.notBookable' : messageKeyOf(journey.error)} />;
  }
  return <Flow key={id} journey={journey.data} />;
}
