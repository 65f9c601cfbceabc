import { describe, expect, it } from 'vitest';
import type { BookableDate, RatioAddress } from '../../custom/agencies/agencyTypes.ts';
import { bookingBody, draftProblems, emptyDraft, withCustomer } from '../../custom/agencies/bookingForm.ts';
import { currentYear, isPeriod } from '../../custom/agencies/commissionPeriod.ts';

const customer = {
  kennziffer: 'K-100',
  anrede: 'Frau',
  name1: 'Meier',
  name2: 'Anna',
} as RatioAddress;
const date = {
  termin: 7,
  reise: 'R1',
  titel: 'Gardasee',
  beginn: '2027-05-01',
  ende: '2027-05-08',
  plaetze: 40,
  frei: 3,
} as BookableDate;

describe('the agency booking form', () => {
  it('starts the travellers with the customer, and keeps travellers entered when the customer changes', () => {
    const chosen = withCustomer(emptyDraft(), customer);
    expect(chosen.travellers).toEqual([{ anrede: 'Frau', vorname: 'Anna', name: 'Meier' }]);
    const edited = { ...chosen, travellers: [{ anrede: null, vorname: 'Ben', name: 'Kurz' }] };
    expect(withCustomer(edited, { ...customer, kennziffer: 'K-2' }).travellers).toEqual(edited.travellers);
    expect(withCustomer(emptyDraft(), null).travellers).toEqual([]);
  });

  it('names what is missing at the fields the server would name', () => {
    expect(draftProblems(emptyDraft())).toEqual({
      kennziffer: 'form.required',
      termin: 'form.required',
      travellers: 'agencies.booking.noTravellers',
    });
    const draft = { ...withCustomer(emptyDraft(), customer), date };
    draft.travellers = [...draft.travellers, { anrede: null, vorname: ' ', name: 'Kurz' }];
    expect(draftProblems(draft)).toEqual({ 'travellers/1/vorname': 'form.required' });
  });

  it('sends the contract body, the agency only where one was chosen', () => {
    const draft = {
      ...withCustomer(emptyDraft(), customer),
      date,
      typ: 'option' as const,
    };
    draft.travellers = [...draft.travellers, { anrede: ' ', vorname: ' Ben ', name: 'Kurz' }];
    expect(bookingBody(draft, undefined)).toEqual({
      kennziffer: 'K-100',
      termin: 7,
      typ: 'option',
      travellers: [
        { anrede: 'Frau', vorname: 'Anna', name: 'Meier' },
        { anrede: null, vorname: 'Ben', name: 'Kurz' },
      ],
    });
    expect(bookingBody(draft, 3).agency).toBe(3);
  });
});

describe('the commission period', () => {
  it('is the current calendar year by default, and needs two dates in order', () => {
    expect(currentYear(new Date(2026, 10, 26))).toEqual({ from: '2026-01-01', till: '2026-12-31' });
    expect(isPeriod({ from: '2026-01-01', till: '2026-01-01' })).toBe(true);
    expect(isPeriod({ from: '2026-02-01', till: '2026-01-31' })).toBe(false);
    expect(isPeriod({ from: '', till: '2026-01-31' })).toBe(false);
  });
});
