import { sql, type Kysely } from 'kysely';
import type { Registry } from '../../../registry/types.ts';
import type { Tables } from '../../db/tables.ts';
import type { MetadataSubject } from '../../integrations/openai/metadata-writer.ts';
import { plainText } from '../tickets/ai/plain-text.ts';

type Row = Readonly<Record<string, unknown>>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * What the AI is told about a journey: its title, teaser, the introduction and highlights as plain
 * text, its category and destination places (the itinerary's), for `getMetaDataByJourneyId`.
 */
export async function journeySubject(db: Kysely<Tables>, registry: Registry, journey: Row): Promise<MetadataSubject> {
  const texts = [journey.introduction, journey.highlights]
    .map((value) => text(value))
    .filter((value): value is string => value !== null)
    .map(plainText);
  const places = (Array.isArray(journey.itinerary) ? (journey.itinerary as Row[]) : [])
    .map((day) => text(day.place))
    .filter((place): place is string => place !== null);
  const category = await categoryName(db, registry, journey.id_jrn_category);
  return {
    kind: 'journey',
    name: String(journey.title),
    shortDescription: text(journey.teaser) ?? text(journey.subtitle),
    description: text(texts.join(' ')),
    categories: [...new Set([...(category ? [category] : []), ...places])],
    website: null,
  };
}

async function categoryName(db: Kysely<Tables>, registry: Registry, id: unknown): Promise<string | null> {
  const category = registry.entities['internet/journey-category'];
  if (typeof id !== 'number' || !category) return null;
  const { rows } = await sql<{ name: string }>`
    select name from ${sql.table(category.table)} where ${sql.ref(category.idField)} = ${id}`.execute(db);
  return rows[0]?.name ?? null;
}
