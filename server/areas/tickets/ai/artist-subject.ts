import { sql, type Kysely } from 'kysely';
import type { Registry } from '../../../../registry/types.ts';
import type { Tables } from '../../../db/tables.ts';
import type { MetadataSubject } from '../../../integrations/openai/metadata-writer.ts';
import { plainText } from './plain-text.ts';

type Row = Readonly<Record<string, unknown>>;

/** An artist has no genres of its own: its events' genres, the most frequent first, are what it plays. */
const MAX_GENRES = 5;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** What the AI is told about an artist: name, texts (the description as plain text), genres, website. */
export async function artistSubject(db: Kysely<Tables>, registry: Registry, artist: Row): Promise<MetadataSubject> {
  const description = text(artist.description);
  return {
    kind: 'artist',
    name: String(artist.name),
    shortDescription: text(artist.short_description),
    description: description === null ? null : text(plainText(description)),
    categories: await genresOfArtist(db, registry, Number(artist.id_tk_artist)),
    website: text(artist.website),
  };
}

/** The names of the genres of the events the artist plays in (events and genres not in the trash). */
async function genresOfArtist(db: Kysely<Tables>, registry: Registry, artistId: number): Promise<string[]> {
  const event = registry.entities['tickets/event'];
  const genre = registry.entities['tickets/genre'];
  if (!event?.fields.artists || !event.fields.genres || !genre) return [];
  const { rows } = await sql<{ name: string }>`
    select g.name
      from ${sql.table(event.table)} e
      cross join lateral jsonb_array_elements_text(e.genres) as linked(id)
      join ${sql.table(genre.table)} g on g.${sql.ref(genre.idField)} = linked.id::integer
     where e.artists @> ${JSON.stringify([artistId])}::jsonb
       ${event.softDelete ? sql`and e.deleted_at is null` : sql``}
       ${genre.softDelete ? sql`and g.deleted_at is null` : sql``}
     group by g.name
     order by count(*) desc, g.name
     limit ${MAX_GENRES}`.execute(db);
  return rows.map((row) => row.name);
}
