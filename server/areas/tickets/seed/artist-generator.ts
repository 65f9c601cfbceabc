import type { Faker } from '@faker-js/faker';
import { placeholderImages, type ArtistRow } from './catalogue-rows.ts';
import { demoGenres, type DemoGenre } from './genres.ts';
import { germanCities } from '../../../db/seed/german-cities.ts';
import { seededRandom } from '../../../db/seed/random.ts';
import { slugify } from '../../../db/seed/slug.ts';

/** An artist without slug, pictures and canonical link: the caller decides how slugs are kept unique. */
export type GeneratedArtist = Omit<ArtistRow, 'slug' | 'images' | 'meta_canonical_link'>;

/** Weak plural adjectives and plural nouns: "Die Roten Raben". */
const bandAdjectives = ['Wilden', 'Lauten', 'Blauen', 'Roten', 'Stillen', 'Goldenen', 'Schnellen', 'Jungen', 'Alten'];
const bandNouns = ['Raben', 'Wölfe', 'Brüder', 'Schwestern', 'Helden', 'Engel', 'Füchse', 'Sterne', 'Matrosen'];
const ensembles = ['Kammerorchester', 'Sinfonieorchester', 'Streichquartett', 'Kammerchor', 'Philharmonie'];
const jazzGroups = ['Trio', 'Quartett', 'Quintett', 'Big Band'];
const companies = ['Ensemble', 'Bühne', 'Company', 'Theater'];
const tourNouns = ['Tournee', 'Jubiläumstour', 'Hallentour', 'Sommertour', 'Abschiedstour'];

/**
 * Draws artists of the demo genres with German names (bands, soloists, orchestras, companies)
 * and links to their web presence; like the venues, from pools that Faker fills once.
 */
export function artistGenerator(faker: Faker): () => GeneratedArtist {
  const people = faker.helpers.uniqueArray(() => `${faker.person.firstName()} ${faker.person.lastName()}`, 800);
  const surnames = faker.helpers.uniqueArray(() => faker.person.lastName(), 400);
  const random = seededRandom(faker.number.int({ max: 2 ** 32 - 1 }));

  const artistName = (genre: DemoGenre): string => {
    switch (genre.artistNaming) {
      case 'band':
        return `Die ${random.pick(bandAdjectives)} ${random.pick(bandNouns)}`;
      case 'solo':
        return random.pick(people);
      case 'ensemble':
        return `${random.pick(ensembles)} ${random.pick(germanCities).name}`;
      case 'jazz-group':
        return `${random.pick(people)} ${random.pick(jazzGroups)}`;
      case 'company':
        return `${random.pick(companies)} ${random.pick(surnames)}`;
    }
  };

  return () => {
    const genre = random.pick(demoGenres);
    const name = artistName(genre);
    const handle = slugify(name).replaceAll('-', '');
    const year = random.between(2025, 2027);
    return {
      name,
      active: random.chance(0.9),
      short_description: `${genre.name}: ${name} live, die ${random.pick(tourNouns)} ${year}.`,
      description:
        `<p>${name} steht für ${genre.name}. ${genre.short_description}</p>` +
        `<p>Tickets für alle Termine der ${random.pick(tourNouns)} ${year}, auch als Paket mit Busreise.</p>`,
      meta_title: `${name} – Tickets ${year}`,
      meta_description: `${name} live erleben: alle Termine, Spielorte und Tickets.`,
      meta_keywords: `${name}, ${genre.name}, live, Tickets, ${year}`,
      website: random.chance(0.75) ? `https://www.${handle}.example` : null,
      facebook_link: random.chance(0.7) ? `https://facebook.example/${handle}` : null,
      instagram_link: random.chance(0.8) ? `https://instagram.example/${handle}` : null,
      youtube_link: random.chance(0.5) ? `https://youtube.example/@${handle}` : null,
    };
  };
}

/** The artist with its slug, pictures and the canonical link of its page in the demo agency's shop. */
export function artistWithSlug(artist: GeneratedArtist, slug: string, pictures = 1): ArtistRow {
  return {
    ...artist,
    slug,
    images: placeholderImages(slug, pictures),
    meta_canonical_link: `https://sonnenschein-reisen.example/tickets/kuenstler/${slug}`,
  };
}
