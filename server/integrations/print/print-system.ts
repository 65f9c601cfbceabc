/**
 * Where a journey's document stands in the print/PIM system: sent (`exported`), its data taken into
 * the print sheet (`data_received`), its pictures being placed (`image_import`), the sheet done
 * (`completed`), or failed there (`error`). The journey's `censhare_status` takes these names.
 */
export const PRINT_STATUSES = ['exported', 'data_received', 'image_import', 'completed', 'error'] as const;
export type PrintStatus = (typeof PRINT_STATUSES)[number];

export const isPrintStatus = (value: unknown): value is PrintStatus =>
  typeof value === 'string' && (PRINT_STATUSES as readonly string[]).includes(value);

/** A journey's document in the print system: `locked` while the print sheet holds it (until it is released there). */
export interface PrintDocument {
  id: number;
  status: PrintStatus;
  locked: boolean;
  /** What the print system says about an `error`. */
  message: string | null;
}

/** What the print system is sent of a journey: its id and the texts and dates the print sheet sets. */
export interface PrintJourney {
  id: number;
  title: string;
  subtitle: string | null;
  teaser: string | null;
  dates: readonly { from: string; till: string; price: number }[];
  images: readonly string[];
}

/** The print system as the journeys area uses it; rejects with a `PrintSystemError`. */
export interface PrintSystem {
  /** Sends the journey (again) to the print project; the document is locked from then on. */
  exportJourney(journey: PrintJourney): Promise<PrintDocument>;
  /** The document's state now; 404 from the system is a `not-found` failure. */
  documentStatus(id: number): Promise<PrintDocument>;
}

/**
 * Why a call to the print system failed: it could not be reached, did not answer in time, answered
 * with an HTTP error (`status` holds it; 404 also as `not-found`), or answered something that is not
 * a document.
 */
export type PrintFailure = 'unreachable' | 'timeout' | 'http-status' | 'not-found' | 'bad-answer';

export class PrintSystemError extends Error {
  override readonly name = 'PrintSystemError';

  constructor(
    readonly failure: PrintFailure,
    message: string,
    readonly status?: number,
    options: { cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
  }
}
