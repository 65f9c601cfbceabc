import type { Kysely } from 'kysely';
import { bulkLoad, type BulkLoadOptions, type BulkTable } from '../../../db/seed/bulk-load-table.ts';
import type { Tables } from '../../../db/tables.ts';
import { artistGenerator, artistWithSlug } from './artist-generator.ts';
import type { ArtistRow, DescribedRow, LocationRow } from './catalogue-rows.ts';
import { locationGenerator, locationSlugSource, withSlug } from './location-generator.ts';
import { seededFaker } from '../../../db/seed/seed-faker.ts';
import { slugify } from '../../../db/seed/slug.ts';

const describedFields = [
  'name',
  'slug',
  'short_description',
  'description',
  'images',
  'meta_title',
  'meta_description',
] as const satisfies readonly (keyof DescribedRow)[];

const locations: BulkTable<LocationRow> = {
  entity: 'tickets/location',
  fields: [...describedFields, 'street', 'zip', 'city', 'country', 'capacity'],
  rows(sequence) {
    const next = locationGenerator(seededFaker());
    return () => {
      const location = next();
      return withSlug(location, `${slugify(locationSlugSource(location))}-${sequence++}`);
    };
  },
};

const artists: BulkTable<ArtistRow> = {
  entity: 'tickets/artist',
  fields: [
    ...describedFields,
    'active',
    'meta_keywords',
    'meta_canonical_link',
    'website',
    'facebook_link',
    'instagram_link',
    'youtube_link',
  ],
  rows(sequence) {
    const next = artistGenerator(seededFaker());
    return () => {
      const artist = next();
      return artistWithSlug(artist, `${slugify(artist.name)}-${sequence++}`);
    };
  },
};

export const bulkLoadLocations = (db: Kysely<Tables>, count: number, options: BulkLoadOptions = {}) =>
  bulkLoad(db, locations, count, options);

export const bulkLoadArtists = (db: Kysely<Tables>, count: number, options: BulkLoadOptions = {}) =>
  bulkLoad(db, artists, count, options);
