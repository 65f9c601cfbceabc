import type { BookingDraft } from './booking-draft';

/** The booking in progress survives a reload of the tab, and is gone with it. */
const DRAFT_KEY = 'booking-engine:draft';
const tokenKey = (number: string) => `booking-engine:token:${number}`;

/** Storage may be refused (a sandboxed iframe, private modes): the engine then works without it. */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadDraft(journey: number, store: Storage | null = storage()): BookingDraft | null {
  try {
    const draft = JSON.parse(store?.getItem(DRAFT_KEY) ?? 'null') as BookingDraft | null;
    return draft && draft.journey === journey && Array.isArray(draft.rooms) ? draft : null;
  } catch {
    return null;
  }
}

/** The journey of the booking kept in the tab, if any. */
export function lastDraftJourney(store: Storage | null = storage()): number | null {
  try {
    const draft = JSON.parse(store?.getItem(DRAFT_KEY) ?? 'null') as BookingDraft | null;
    return typeof draft?.journey === 'number' ? draft.journey : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: BookingDraft, store: Storage | null = storage()) {
  try {
    store?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or refused storage only costs the restore on reload.
  }
}

export function forgetDraft(store: Storage | null = storage()) {
  store?.removeItem(DRAFT_KEY);
}

export function saveToken(number: string, token: string, store: Storage | null = storage()) {
  try {
    store?.setItem(tokenKey(number), token);
  } catch {
    // The return address carries the token too.
  }
}

export const loadToken = (number: string, store: Storage | null = storage()) =>
  store?.getItem(tokenKey(number)) ?? null;

const LANGUAGE_KEY = 'booking-engine:language';

export const loadLanguage = (store: Storage | null = storage()) => store?.getItem(LANGUAGE_KEY) ?? null;

export function saveLanguage(code: string, store: Storage | null = storage()) {
  try {
    store?.setItem(LANGUAGE_KEY, code);
  } catch {
    // Without storage a reload falls back to the browser's language.
  }
}
