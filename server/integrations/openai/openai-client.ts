import { callJsonApi, parseJson, type JsonApi } from '../http-json.ts';
import { metadataMessages } from './metadata-prompt.ts';
import {
  MetadataServiceError,
  type MetadataSubject,
  type MetadataWriter,
  type PageMetadata,
} from './metadata-writer.ts';

const TIMEOUT_MS = 30_000;
const PATH = '/v1/chat/completions';

export interface OpenAiClientOptions {
  /** The API root, e.g. `https://api.openai.com`; `/v1/chat/completions` is appended. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>`. */
  apiKey: string;
  /** The chat model, e.g. `gpt-4o-mini`. */
  model: string;
  /** For a whole call: connecting, the answer's headers and its body. A model takes seconds to write. */
  timeoutMs?: number;
}

/** A 429 is the service's rate limit or quota, with the wait it asks for. */
const serviceError: JsonApi['fail'] = (failure, message, { status, response, cause }) =>
  status === 429
    ? new MetadataServiceError('rate-limited', message, {
        status,
        retryAfterSeconds: retryAfter(response?.headers.get('retry-after') ?? null),
      })
    : new MetadataServiceError(failure, message, { status, cause });

/**
 * Writes page metadata with the OpenAI Chat Completions API over `fetch`, in JSON mode. Every call
 * ends within `timeoutMs`, so that a service that stops answering fails the request that asked it.
 */
export function createOpenAiClient({
  baseUrl,
  apiKey,
  model,
  timeoutMs = TIMEOUT_MS,
}: OpenAiClientOptions): MetadataWriter {
  const api: JsonApi = { system: 'AI service', baseUrl, apiKey, timeoutMs, fail: serviceError };

  async function writeMetadata(subject: MetadataSubject): Promise<PageMetadata> {
    const body = { model, messages: metadataMessages(subject), response_format: { type: 'json_object' } };
    const text = await callJsonApi(api, 'POST', PATH, body);
    return parseCompletion(text);
  }

  return { writeMetadata };
}

/** The metadata in the completion's first choice, or a `bad-answer` failure saying what is wrong. */
function parseCompletion(text: string): PageMetadata {
  const bad = (why: string) => new MetadataServiceError('bad-answer', `The AI service answered ${why}`);
  const completion = parseJson(text) as { choices?: unknown } | undefined;
  const choice = Array.isArray(completion?.choices) ? (completion.choices[0] as Record<string, unknown>) : undefined;
  if (typeof choice !== 'object' || choice === null) throw bad('no completion');
  const message = choice.message as { content?: unknown; refusal?: unknown } | undefined;
  if (typeof message?.refusal === 'string' && message.refusal !== '') throw bad(`with a refusal: ${message.refusal}`);
  if (choice.finish_reason === 'length') throw bad('metadata cut off at its length limit');
  if (typeof message?.content !== 'string') throw bad('a completion without content');
  const metadata = parseJson(message.content) as Record<string, unknown> | undefined;
  const keywords = Array.isArray(metadata?.meta_keywords) ? metadata.meta_keywords.join(', ') : metadata?.meta_keywords;
  const { meta_title: title, meta_description: description } = metadata ?? {};
  if (!isText(title) || !isText(description) || !isText(keywords)) throw bad('no meta title, description and keywords');
  return { meta_title: title.trim(), meta_description: description.trim(), meta_keywords: keywords.trim() };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** `Retry-After` in seconds: a number of seconds, or an HTTP date. */
function retryAfter(header: string | null): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
