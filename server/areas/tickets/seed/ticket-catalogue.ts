import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables.ts';
import { artistGenerator, artistWithSlug } from './artist-generator.ts';
import {
  insertable,
  placeholderImages,
  type ArtistRow,
  type CatalogueTables,
  type GenreRow,
  type LocationRow,
} from './catalogue-rows.ts';
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
): Promise<{ genres: number; artists: number; locations: number }> {
  const { genres, artists, locations } = buildTicketCatalogue();
  return db
    .withTables<CatalogueTables>()
    .transaction()
    .execute(async (trx) => {
      const isEmpty = async (table: keyof CatalogueTables) =>
        !(await trx
          .selectFrom(table)
          .select(sql`1`.as('one'))
          .limit(1)
          .executeTakeFirst());
      const added = { genres: 0, artists: 0, locations: 0 };
      if (await isEmpty('tk_genre')) {
        await trx.insertInto('tk_genre').values(genres.map(insertable)).execute();
        added.genres = genres.length;
      }
      if (await isEmpty('tk_artist')) {
        await trx.insertInto('tk_artist').values(artists.map(insertable)).execute();
        added.artists = artists.length;
      }
      if (await isEmpty('tk_location')) {
        await trx.insertInto('tk_location').values(locations.map(insertable)).execute();
        added.locations = locations.length;
      }
      return added;
    });
}
