import type { Kysely } from 'kysely';
import { bulkLoad, type BulkLoadOptions, type BulkTable } from '../../../db/seed/bulk-load-table.ts';
import { demoImage } from '../../../db/seed/demo-images.ts';
import { seededRandom } from '../../../db/seed/random.ts';
import type { Tables } from '../../../db/tables.ts';
import { journeyTemplates } from './journey-templates.ts';

const MOODS = [
  'Romantische',
  'Große',
  'Kleine',
  'Herbstliche',
  'Winterliche',
  'Sommerliche',
  'Klassische',
  'Genießer-',
];
const KINDS = ['Rundreise', 'Busreise', 'Städtereise', 'Flusskreuzfahrt', 'Wanderwoche', 'Kurzreise', 'Erlebnisreise'];
const PLACES = [...new Set(journeyTemplates.flatMap((template) => template.stops.map(([place]) => place)))];

interface BulkJourney {
  title: string;
  subtitle: string;
  code: string;
  kuschick_id: string;
  pressmind_id: string;
  catalogue_state: number;
  bookable: number;
  online: boolean;
  duration: number;
  teaser: string;
  dates: object[];
  images: object[];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Generated journeys with distinct titles (a mood, a kind, a place and a number), one date each, a main image. */
const journeys: BulkTable<BulkJourney> = {
  entity: 'journeys/journey',
  fields: [
    'title',
    'subtitle',
    'code',
    'kuschick_id',
    'pressmind_id',
    'catalogue_state',
    'bookable',
    'online',
    'duration',
    'teaser',
    'dates',
    'images',
  ],
  rows(sequence) {
    const random = seededRandom(sequence);
    return () => {
      const number = sequence++;
      const place = random.pick(PLACES);
      const duration = random.between(1, 14);
      const month = random.between(1, 12);
      const from = `${random.pick([2026, 2027])}-${pad(month)}-${pad(random.between(1, 28 - duration))}`;
      const till = `${from.slice(0, 8)}${pad(Number(from.slice(8)) + duration - 1)}`;
      const state = random.between(0, 4);
      return {
        title: `${random.pick(MOODS)} ${random.pick(KINDS)} ${place} ${number}`,
        subtitle: `${duration} Tage ${place}`,
        code: `G-${number}`,
        kuschick_id: `KU-G${number}`,
        pressmind_id: `PM-G${number}`,
        catalogue_state: state,
        bookable: random.between(0, 5),
        online: state === 4 && random.chance(0.7),
        duration,
        teaser: `${duration} Tage ${place} mit Reiseleitung.`,
        dates: [{ from, till, price: random.between(199, 2499), active: true }],
        images: [{ ...demoImage(`generated-${number % 97}`, 0), order: 0, main: true, status: 1 }],
      };
    };
  },
};

/** Adds `count` generated journeys: the catalogue the journey type-ahead is measured on. */
export const bulkLoadJourneys = (db: Kysely<Tables>, count: number, options: BulkLoadOptions = {}) =>
  bulkLoad(db, journeys, count, options);
