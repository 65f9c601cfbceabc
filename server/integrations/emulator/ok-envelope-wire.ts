import type { ServerResponse } from 'node:http';
import type { EmulatorError } from './emulator-error.ts';
import { sendJson } from './send-json.ts';

/**
 * How the booking systems Ratio and Kuschick speak, for their emulators' `startEmulatorServer`: calls
 * under `/api/` with the key, German refusals, and errors as `{ status: "error", error: { status, message } }`.
 */
export const OK_ENVELOPE_WIRE = {
  apiPrefix: '/api/',
  unauthorized: { message: 'API-Schlüssel fehlt oder ist falsch' },
  errorBody: ({ status, message }: EmulatorError) => ({ status: 'error', error: { status, message } }),
  notJsonMessage: 'Der Inhalt ist kein JSON',
} as const;

/** An answer with data, `{ status: "ok", data }`. */
export const sendOk = (response: ServerResponse, data: unknown, status = 200) =>
  sendJson(response, status, { status: 'ok', data });
