import type { AgencyBooking, BookableDate, BookingType, RatioAddress, Traveller } from './agencyTypes';

/** Ratio takes 1 to 9 travellers a booking. */
export const MAX_TRAVELLERS = 9;

export interface BookingDraft {
  customer: RatioAddress | null;
  date: BookableDate | null;
  typ: BookingType;
  travellers: Traveller[];
}

export const emptyTraveller = (): Traveller => ({ anrede: null, vorname: '', name: '' });

/** The first traveller is the customer: Ratio keeps the surname in name1, the first name in name2. */
export const travellerOf = (customer: RatioAddress): Traveller => ({
  anrede: customer.anrede,
  vorname: customer.name2 ?? '',
  name: customer.name1,
});

export const emptyDraft = (): BookingDraft => ({ customer: null, date: null, typ: 'anfrage', travellers: [] });

/** A customer chosen: the travellers start with them, unless some were entered already. */
export function withCustomer(draft: BookingDraft, customer: RatioAddress | null): BookingDraft {
  const entered = draft.travellers.some((traveller) => traveller.vorname.trim() || traveller.name.trim());
  return {
    ...draft,
    customer,
    travellers: entered ? draft.travellers : customer ? [travellerOf(customer)] : [],
  };
}

/** What keeps the draft from being sent, by field (the keys the server would answer with). */
export function draftProblems(draft: BookingDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.customer) problems.kennziffer = 'form.required';
  if (!draft.date) problems.termin = 'form.required';
  if (draft.travellers.length === 0) problems.travellers = 'agencies.booking.noTravellers';
  draft.travellers.forEach((traveller, index) => {
    if (!traveller.vorname.trim()) problems[`travellers/${index}/vorname`] = 'form.required';
    if (!traveller.name.trim()) problems[`travellers/${index}/name`] = 'form.required';
  });
  return problems;
}

/** The body of `POST /agency-booking`; `agency` only for whoever reaches every agency. */
export function bookingBody(draft: BookingDraft, agency: number | undefined): AgencyBooking {
  if (!draft.customer || !draft.date) throw new Error('A booking needs a customer and a date');
  return {
    kennziffer: draft.customer.kennziffer,
    termin: draft.date.termin,
    typ: draft.typ,
    travellers: draft.travellers.map(({ anrede, vorname, name }) => ({
      anrede: anrede?.trim() ? anrede.trim() : null,
      vorname: vorname.trim(),
      name: name.trim(),
    })),
    ...(agency === undefined ? {} : { agency }),
  };
}
