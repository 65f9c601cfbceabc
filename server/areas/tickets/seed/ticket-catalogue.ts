import { sql, type Kysely } from 'kysely';
import type { Registry } from '../../../../registry/types.ts';
import { demoRegistry } from '../../../db/seed/demo-registry.ts';
import { insertRows, rowFieldTypes } from '../../../db/seed/insert-rows.ts';
import type { Tables } from '../../../db/tables.ts';
import { artistGenerator, artistWithSlug } from './artist-generator.ts';
import { placeholderImages, type ArtistRow, type GenreRow, type LocationRow } from './catalogue-rows.ts';
import { genreDescription, demoGenres } from './genres.ts';
import { locationGenerator, locationSlugSource, withSlug } from './location-generator.ts';
import { seededFaker } from '../../../db/seed/seed-faker.ts';
import { uniqueSlugs } from '../../../db/seed/slug.ts';

export interface TicketCatalogue {
  genres: GenreRow[];
  artists: ArtistRow[];
  locations: LocationRow[];
}

export const DEMO_ARTISTS = 40;
export const DEMO_LOCATIONS = 25;

/** The demo catalogue: the same genres, artists and venues on every call. */
export function buildTicketCatalogue(): TicketCatalogue {
  const faker = seededFaker();
  const genreSlug = uniqueSlugs();
  const genres = demoGenres.map((genre): GenreRow => {
    const slug = genreSlug(genre.name);
    return {
      name: genre.name,
      slug,
      short_description: genre.short_description,
      description: genreDescription(genre),
      images: placeholderImages(slug),
      meta_title: `${genre.name}: Tickets und Termine`,
      meta_description: `${genre.short_description} Alle Termine und Tickets.`,
    };
  });

  const nextArtist = artistGenerator(faker);
  const artistSlug = uniqueSlugs();
  const artists = Array.from({ length: DEMO_ARTISTS }, () => {
    const artist = nextArtist();
    return artistWithSlug(artist, artistSlug(artist.name), faker.number.int({ min: 1, max: 3 }));
  });

  const nextLocation = locationGenerator(faker);
  const locationSlug = uniqueSlugs();
  const locations = Array.from({ length: DEMO_LOCATIONS }, () => {
    const location = nextLocation();
    return withSlug(location, locationSlug(locationSlugSource(location)), faker.number.int({ min: 1, max: 3 }));
  });
  return { genres, artists, locations };
}

/**
 * Adds the demo catalogue in one transaction. A table that has rows already (even deleted ones)
 * is left alone, so running the seed again adds nothing.
 */
export async function seedTicketCatalogue(
  db: Kysely<Tables>,
  registry: Registry = demoRegistry(),
): Promise<{ genres: number; artists: number; locations: number }> {
  const catalogue = buildTicketCatalogue();
  const entities = { genres: 'tickets/genre', artists: 'tickets/artist', locations: 'tickets/location' } as const;
  return db.transaction().execute(async (trx) => {
    const added = { genres: 0, artists: 0, locations: 0 };
    for (const [list, name] of Object.entries(entities) as [keyof typeof entities, string][]) {
      const entity = registry.entities[name];
      if (!entity) throw new Error(`the registry has no entity ${name} for the demo catalogue`);
      const { rows: present } = await sql`select 1 from ${sql.table(entity.table)} limit 1`.execute(trx);
      if (present.length > 0) continue;
      const rows: readonly object[] = catalogue[list];
      await insertRows(entity, Object.keys(rowFieldTypes(entity, rows)), rows).execute(trx);
      added[list] = rows.length;
    }
    return added;
  });
}
