import type { TicketView } from '../../domain/tickets/ticket-view';
import type { ScanResult } from '../../domain/tickets/scan-result';

/** `POST {scans api}` answers this (server/tickets/ticket-scan.ts). */
export interface ScanOutcome {
  result: ScanResult;
  key: string;
  scan: Record<string, unknown>;
  ticket: TicketView | null;
}

export type ScanTone = 'success' | 'warning' | 'error';

/** How a result looks at the door: green lets in, orange is a ticket used before, red turns away. */
export function scanTone(result: ScanResult): ScanTone {
  if (result === 'checked_in') return 'success';
  if (result === 'already_checked_in') return 'warning';
  return 'error';
}
