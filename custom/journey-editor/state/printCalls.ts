import { apiRequest } from '../../../src/console-logic';

/** A journey's state in the print system (contract 3 of issue 17). */
export interface PrintState {
  id_jrn_journey: number;
  censhare_status: string;
  print_locked: boolean;
}

const PRINT_PATH = '/journey-censhare';

/** Exports the journey to the print system (the print sheet), which locks it there. */
export const exportToPrint = (id: number) =>
  apiRequest<PrintState>(PRINT_PATH, { method: 'POST', body: { id_jrn_journey: id } });

/** Asks the print system for the journey's current state, which the server stores. */
export const fetchPrintState = (id: number) => apiRequest<PrintState>(`${PRINT_PATH}/${id}`);
