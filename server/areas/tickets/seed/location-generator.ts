import type { Faker } from '@faker-js/faker';
import { placeholderImages, type LocationRow } from './catalogue-rows.ts';
import { germanCities } from '../../../db/seed/german-cities.ts';
import { seededRandom, weightedPool } from '../../../db/seed/random.ts';
import { landmarks, venueFeatures, venueKinds, venuePrograms } from './venues.ts';

/** A venue without its slug: the caller decides how slugs are kept unique. */
export type GeneratedLocation = Omit<LocationRow, 'slug'>;

/** 12.500 rather than 12,500, without the cost of Intl on every one of a million rows. */
const germanThousands = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, '.');

/**
 * Draws venues in German cities, weighted by population. Faker fills the pools of street names
 * and family names once; the rows combine them, so a million venues cost a few seconds.
 */
export function locationGenerator(faker: Faker): () => GeneratedLocation {
  const streets = faker.helpers.uniqueArray(() => faker.location.street(), 1000);
  const surnames = faker.helpers.uniqueArray(() => faker.person.lastName(), 400);
  const cities = weightedPool(germanCities, (city) => city.population / 10);
  const random = seededRandom(faker.number.int({ max: 2 ** 32 - 1 }));

  return () => {
    const city = random.pick(cities);
    const kind = random.pick(venueKinds);
    const landmark = random.pick(landmarks);
    const naming = random.next();
    const name =
      naming < 0.45
        ? `${kind.name} ${city.name}`
        : naming < 0.8
          ? `${kind.name} ${landmark}`
          : `${random.pick(surnames)}-${kind.name}`;
    // "Stadthalle Berlin" names its city already; "Theater am Hafen" needs it for a title.
    const nameAndCity = name.includes(city.name) ? name : `${name} ${city.name}`;
    const capacity = random.between(kind.capacity[0], kind.capacity[1]);
    const street = `${random.pick(streets)} ${random.between(1, 180)}`;
    const features = `${random.pick(venueFeatures)} sowie ${random.pick(venueFeatures)}`;
    return {
      name,
      street,
      zip: city.zip,
      city: city.name,
      country: 'Deutschland',
      capacity,
      short_description: `${kind.name} in ${city.name} mit Platz für ${germanThousands(capacity)} Gäste.`,
      description:
        `<p>${name} liegt ${landmark} in ${city.name} (${city.state}) und bietet ${features}.</p>` +
        `<p>${random.pick(venuePrograms)}</p>`,
      images: [],
      meta_title: `${nameAndCity}: Programm und Tickets`,
      meta_description: `${name}, ${street}, ${city.zip} ${city.name}: alle Veranstaltungen, Anfahrt und Tickets.`,
    };
  };
}

/** What a venue's slug is made from: its name, and its city where the name does not say it. */
export function locationSlugSource(location: GeneratedLocation): string {
  return location.city && !location.name.includes(location.city) ? `${location.name} ${location.city}` : location.name;
}

/** The venue with its slug and pictures. */
export function withSlug(location: GeneratedLocation, slug: string, pictures = 1): LocationRow {
  return { ...location, slug, images: placeholderImages(slug, pictures) };
}
