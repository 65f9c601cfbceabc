import type { Kysely } from 'kysely';
import type { EntityDefinition, Registry, ResourceDefinition } from '../../../../registry/types.ts';
import { dynamic } from '../../../crud/crud-context.ts';
import { notDeleted, withId } from '../../../crud/operations/record-conditions.ts';
import { allOf, type Condition } from '../../../crud/query/build-where.ts';
import { readableColumns } from '../../../crud/readable-columns.ts';
import type { Tables } from '../../../db/tables.ts';
import { ApiError, notFound } from '../../../errors.ts';
import {
  MetadataServiceError,
  type MetadataWriter,
  type PageMetadata,
} from '../../../integrations/openai/metadata-writer.ts';
import type { MetadataRequest } from './metadata-requests.ts';

/** How long a caller is asked to wait when the AI service is at its limit and did not say. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

export interface MetadataSuggester {
  db: Kysely<Tables>;
  registry: Registry;
  writer: MetadataWriter;
}

/**
 * Metadata for a record, written by the AI service from what the record says; nothing is saved.
 * A record outside `scope`, missing or in the trash is a 404. Each text is cut to its field's
 * maxLength. A failing service is a 502 (`ai.unavailable`); one at its rate limit or quota a 503
 * (`ai.busy`) with `Retry-After`: the service, not the caller, is asking too much.
 */
export async function suggestMetadata(
  { db, registry, writer }: MetadataSuggester,
  {
    request,
    resource,
    id,
    scope,
  }: { request: MetadataRequest; resource: ResourceDefinition; id: number; scope: Condition },
): Promise<PageMetadata> {
  const { entity } = resource;
  const record = (await dynamic(db)
    .selectFrom(entity.table)
    .select(readableColumns(entity))
    .where(allOf([scope, notDeleted(entity), withId(entity, id)]))
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!record) throw notFound();

  let metadata: PageMetadata;
  try {
    metadata = await writer.writeMetadata(await request.subject(db, registry, record));
  } catch (error) {
    if (!(error instanceof MetadataServiceError)) throw error;
    if (error.failure === 'rate-limited') {
      const seconds = error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS;
      throw new ApiError('Unavailable', error.message, {
        errors: [{ key: 'ai.busy', params: { seconds } }],
        headers: { 'retry-after': String(seconds) },
        cause: error,
      });
    }
    throw new ApiError('BadGateway', error.message, { errors: [{ key: 'ai.unavailable' }], cause: error });
  }
  return {
    meta_title: withinLength(entity, 'meta_title', metadata.meta_title),
    meta_description: withinLength(entity, 'meta_description', metadata.meta_description),
    meta_keywords: withinLength(entity, 'meta_keywords', metadata.meta_keywords),
  };
}

/** The text cut to the field's maxLength, counted in characters as JSON Schema counts them. */
function withinLength(entity: EntityDefinition, field: keyof PageMetadata, text: string): string {
  const maxLength = entity.fields[field]?.schema.maxLength;
  const characters = Array.from(text);
  return maxLength === undefined || characters.length <= maxLength
    ? text
    : characters.slice(0, maxLength).join('').trim();
}
