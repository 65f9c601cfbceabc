import type { TicketView } from '../../domain/tickets/ticket-view';
import type { ScanResult } from '../../domain/tickets/scan-result';

/** `POST {scans api}` answers this (server/tickets/ticket-scan.ts). */
export interface ScanOutcome {
  result: ScanResult;
  /** A ticket of another day let in on purpose. */
  forced: boolean;
  key: string;
  scan: Record<string, unknown>;
  ticket: TicketView | null;
}

export type ScanTone = 'success' | 'warning' | 'info' | 'error';

/**
 * How a result looks at the door: green lets in, orange is a ticket used before, blue is a ticket of
 * another day (which staff may let in anyway), red turns away.
 */
export function scanTone(result: ScanResult): ScanTone {
  if (result === 'checked_in') return 'success';
  if (result === 'already_checked_in') return 'warning';
  if (result === 'invalid_time') return 'info';
  return 'error';
}
