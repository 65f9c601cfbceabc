import { demoImage } from '../../../db/seed/demo-images.ts';

/** The ticket catalogue's rows as the seed writes them (tables from schemas/tickets/*.json; system columns take their defaults). */

export interface CatalogueImage {
  link: string;
  thumbnail?: string;
  order: number;
  main: boolean;
}

export interface DescribedRow {
  name: string;
  slug: string;
  short_description: string | null;
  description: string | null;
  images: CatalogueImage[];
  meta_title: string | null;
  meta_description: string | null;
}

export type GenreRow = DescribedRow;

export interface ArtistRow extends DescribedRow {
  active: boolean;
  meta_keywords: string | null;
  meta_canonical_link: string | null;
  website: string | null;
  facebook_link: string | null;
  instagram_link: string | null;
  youtube_link: string | null;
}

export interface LocationRow extends DescribedRow {
  street: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
  capacity: number | null;
}

/** Pictures of a demo entry: the product's own demo posters (writeDemoImages stores them), the same for the same slug. */
export function placeholderImages(slug: string, count = 1): CatalogueImage[] {
  return Array.from({ length: count }, (_, order) => ({ ...demoImage(slug, order), order, main: order === 0 }));
}
