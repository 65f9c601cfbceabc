import type { EngineJourney } from '../../../domain/booking/engine-api';
import type { BookingDraft } from './booking-draft';

/** The booking's pages in order: the journey (date and rooms), the three steps and the summary. */
export const STEPS = ['journey', 'options', 'travellers', 'contact', 'summary'] as const;
export type Step = (typeof STEPS)[number];

export const ENGINE_BASE = '/appbooking';
export const startPath = `${ENGINE_BASE}/booking`;
export const journeyPath = (journey: number) => `${ENGINE_BASE}/ibe/journey/${journey}`;
export const stepPath = (journey: number, step: Step) =>
  step === 'journey' ? journeyPath(journey) : `${journeyPath(journey)}/${step}`;
export const returnPath = (number: string) => `${ENGINE_BASE}/ibe/return/${encodeURIComponent(number)}`;
export const contactPagePath = `${ENGINE_BASE}/ibe/contact`;
export const infoPath = (topic: 'travel-conditions' | 'package-travel') => `${ENGINE_BASE}/ibe/info/${topic}`;

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => EMAIL.test(value.trim());

/** Whether the page's own part of the booking is complete, so that the next one may follow. */
export function stepComplete(step: Step, draft: BookingDraft, journey: EngineJourney): boolean {
  switch (step) {
    case 'journey':
      return draft.date !== null && draft.rooms.length > 0;
    case 'options':
      if (journey.transport === 'bus' && journey.boarding_points.length > 0) return draft.boarding_point !== null;
      if (journey.transport === 'flight' && journey.airports.length > 0) return draft.airport !== null;
      return true;
    case 'travellers':
      return draft.travellers.every(
        (traveller) =>
          filled(traveller.salutation) &&
          filled(traveller.first_name) &&
          filled(traveller.last_name) &&
          filled(traveller.birthday) &&
          (journey.transport !== 'bus' || journey.boarding_points.length === 0 || traveller.boarding_point !== null),
      );
    case 'contact': {
      const { contact } = draft;
      return (
        ['salutation', 'first_name', 'last_name', 'street', 'zip', 'city', 'country'].every((field) =>
          filled(contact[field as keyof typeof contact]),
        ) &&
        isEmail(contact.email) &&
        draft.payment_method !== null
      );
    }
    case 'summary':
      return true;
  }
}

/** The first page before `step` that is not complete (where the traveller is sent back to), or `step` itself. */
export function firstIncomplete(step: Step, draft: BookingDraft, journey: EngineJourney): Step {
  for (const earlier of STEPS.slice(0, STEPS.indexOf(step))) {
    if (!stepComplete(earlier, draft, journey)) return earlier;
  }
  return step;
}

export const nextStep = (step: Step): Step => STEPS[STEPS.indexOf(step) + 1] ?? 'summary';
export const previousStep = (step: Step): Step | null => STEPS[STEPS.indexOf(step) - 1] ?? null;
