import { apiRequest } from '../../src/console-logic';
import type { BookingSystem, BookingType, ParticipantChange } from './processState';
import type {
  CancellationInquiry,
  CancellationOutcome,
  CustomerImport,
  HistoryEntry,
  PreJourneyImport,
  ProcessBooking,
  ProcessImport,
  Row,
} from './processTypes';

/** The processes area's calls the process screens make (the bookings section of README.md). */

export const loadBooking = (id: string, signal?: AbortSignal) =>
  apiRequest<ProcessBooking>(`/ratio_vorgang/${id}`, { signal });

export const saveParticipants = (id: string, participants: readonly ParticipantChange[]) =>
  apiRequest<ProcessBooking>(`/ratio_vorgang/${id}`, { method: 'PATCH', body: { participants } });

export const loadHistory = (id: string, signal?: AbortSignal) =>
  apiRequest<HistoryEntry[]>(`/process-history/${id}`, { signal });

/** `ratioNumber`: Ratio's process number, our `ratio_id`. */
export const setBookingType = (ratioNumber: string | number, typ: BookingType) =>
  apiRequest<Row>(`/ratio/api/booking/${ratioNumber}`, { method: 'PUT', body: { typ } });

export const firmBook = (id: string) =>
  apiRequest<Row>(`/ratio/api/processes?updateProcessStatus=4&processId=${id}`, { method: 'POST' });

export const inquireCancellation = (id: string) =>
  apiRequest<CancellationInquiry>(`/ratio/api/cancellation?getProcessCancellation=1&processId=${id}`);

export const cancelProcess = (id: string) =>
  apiRequest<CancellationOutcome>(`/ratio/api/cancellation?initProcessCancellation=1&processId=${id}`, {
    method: 'POST',
    body: { confirmed: true },
  });

/** A customer by Ratio's kennziffer or Kuschick's customer id; `force`: update the card we have. */
export function importCustomer(system: BookingSystem, id: string, force: boolean) {
  const path = system === 'ratio' ? '/ratio/import/kunden' : '/kuschick/import/kunden';
  return apiRequest<CustomerImport>(`${path}/${encodeURIComponent(id)}${force ? '?force=1' : ''}`);
}

/** Kuschick's pre-journeys as our journeys. */
export const importPreJourneys = () =>
  apiRequest<PreJourneyImport>('/kuschick/import/pre-journeys', { method: 'POST', body: {} });

/** A process by Ratio's process number or Kuschick's invoice id, with its booker. */
export function importProcess(system: BookingSystem, number: string) {
  const key = encodeURIComponent(number);
  return system === 'ratio'
    ? apiRequest<ProcessImport>(`/ratio/import/vorgang?nr=${key}`, { method: 'PUT' })
    : apiRequest<ProcessImport>(`/kuschick/import/vorgang?invoice_id=${key}`, { method: 'PUT' });
}
