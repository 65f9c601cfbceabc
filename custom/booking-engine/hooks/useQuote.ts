import type { BookingSelection, InsuranceOffer, Quote } from '../../../domain/booking/engine-api';
import { personsOf, selectionOf, type BookingDraft } from '../logic/booking-draft';
import { callEngine, query } from '../logic/engine-client';
import { useLoad } from './useLoad';

/** The server's price of a selection, asked again whenever the selection changes. */
export function useQuote(selection: BookingSelection) {
  const body = JSON.stringify(selection);
  return useLoad(`quote-${body}`, (signal) =>
    callEngine<Quote>('/booking-engine/quote', { method: 'POST', body: selection, signal }),
  );
}

/** The insurances offered for the trip at its price without insurance. */
export function useInsuranceOffers(draft: BookingDraft) {
  const withoutInsurance = useQuote({ ...selectionOf(draft), insurance: null });
  const price = withoutInsurance.state === 'done' ? withoutInsurance.data.total : null;
  const search =
    price === null ? null : query({ journey: draft.journey, date: draft.date, persons: personsOf(draft), price });
  return useLoad(search === null ? null : `insurances${search}`, (signal) =>
    callEngine<{ data: InsuranceOffer[] }>(`/insurances/ergo${search}`, { signal }).then((answer) => answer.data),
  );
}
