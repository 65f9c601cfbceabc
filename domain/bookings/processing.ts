/**
 * Spec 1 §4's "in processing": a process is marked while an action with the booking system runs. Shared:
 * the server claims and refuses by it, the console shows such a process read-only.
 */

/** A claim older than this is a run that died (a restart mid-call): the process counts as free again. */
export const PROCESSING_EXPIRES_MS = 5 * 60_000;

/** Whether a process whose `processing_since` is this is in processing now. */
export const inProcessing = (since: Date | string | null | undefined, now = Date.now()) =>
  since != null && now - new Date(since).getTime() < PROCESSING_EXPIRES_MS;
