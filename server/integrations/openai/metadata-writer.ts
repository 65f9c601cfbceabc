/**
 * What search-engine metadata is written about: an artist today, a journey once journeys exist.
 * Texts are plain text (no HTML); what the record lacks is null or empty.
 */
export interface MetadataSubject {
  /** What the subject is, in English: `artist`, `journey`. */
  kind: string;
  name: string;
  shortDescription: string | null;
  description: string | null;
  /** The subject's categories by name: an artist's genres. */
  categories: string[];
  website: string | null;
}

/** The metadata of a page, as the entities name the fields; the keywords separated by commas. */
export interface PageMetadata {
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
}

/** The AI service as the rest of the server uses it; rejects with a `MetadataServiceError`. */
export interface MetadataWriter {
  writeMetadata(subject: MetadataSubject): Promise<PageMetadata>;
}

/**
 * Why a call to the AI service failed: it could not be reached, did not answer in time, answered
 * with an HTTP error (`status` holds it), refused for its rate limit or quota (HTTP 429,
 * `retryAfterSeconds` when it said how long to wait), or answered something that is not the
 * documented completion with the metadata as JSON.
 */
export type MetadataServiceFailure = 'unreachable' | 'timeout' | 'http-status' | 'rate-limited' | 'bad-answer';

export class MetadataServiceError extends Error {
  override readonly name = 'MetadataServiceError';
  /** The service's HTTP status, for an `http-status` or `rate-limited` failure. */
  readonly status: number | undefined;
  /** The service's `Retry-After`, in seconds, for a `rate-limited` failure that had one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly failure: MetadataServiceFailure,
    message: string,
    options: { status?: number; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
