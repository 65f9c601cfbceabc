import { seededRandom } from '../../db/seed/random.ts';
import { encodePng, type Rgb } from '../../uploads/png-image.ts';

/** A file of the emulated Adobe Stock, with what its filters and orders look at. */
export interface CatalogueFile {
  id: number;
  title: string;
  creator_name: string;
  creator_id: number;
  width: number;
  height: number;
  /** 1 photo, 2 illustration. */
  media_type_id: 1 | 2;
  category: { id: number; name: string };
  content_type: 'image/png';
  premium_level_id: number;
  /** Its dominant colour, which the colour filter compares. */
  colour: Rgb;
  /** Model releases: people are in it. */
  has_releases: boolean;
  /** ISO date, for the order `creation`. */
  creation_date: string;
  nb_downloads: number;
}

/** The catalogue's size: enough for several pages of 64 and filters that leave some. */
export const CATALOGUE_SIZE = 300;
/** The first file's id; Adobe's ids are large integers. */
export const FIRST_ID = 200_000_001;
/** The long side of a thumbnail (Adobe's `thumbnail_size` 240) and of a licensed file. */
export const THUMBNAIL_SIDE = 240;
export const FILE_SIDE = 960;

const CATEGORIES = [
  { id: 1043, name: 'Landschaft', words: ['Sonnenuntergang über', 'Nebel im', 'Weite Felder bei', 'Herbstwald im'] },
  { id: 1051, name: 'Städte', words: ['Altstadt von', 'Skyline von', 'Marktplatz in', 'Gassen von'] },
  { id: 1012, name: 'Strand', words: ['Strandkörbe auf', 'Dünen bei', 'Leuchtturm von', 'Brandung vor'] },
  { id: 1033, name: 'Berge', words: ['Gipfelkreuz am', 'Almhütte am', 'Bergsee unter dem', 'Wanderweg zum'] },
  { id: 1021, name: 'Kultur', words: ['Dom zu', 'Schloss bei', 'Theater in', 'Museum in'] },
  { id: 1025, name: 'Essen', words: ['Kaffee und Kuchen in', 'Weinprobe bei', 'Brotzeit in', 'Fischbrötchen in'] },
  { id: 1060, name: 'Reisen', words: ['Reisebus vor', 'Flusskreuzfahrt bei', 'Bahnhof von', 'Radtour um'] },
] as const;
const PLACES = [
  'Dresden',
  'Rügen',
  'Sylt',
  'Zugspitze',
  'Heidelberg',
  'Bamberg',
  'Lübeck',
  'Berchtesgaden',
  'Usedom',
  'Köln',
  'Schwarzwald',
  'Moseltal',
  'Harz',
  'Rothenburg',
  'Görlitz',
];
const CREATORS = ['Anna Berger', 'Jonas Keller', 'Mira Schuster', 'Lukas Brandt', 'Sofia Lange', 'Paul Vogt'];
/** Dominant colours: blues of sea and sky, greens, warm evening tones, greys of towns, snow. */
const COLOURS: readonly Rgb[] = [
  [30, 90, 180],
  [40, 140, 70],
  [230, 120, 40],
  [200, 40, 50],
  [120, 120, 130],
  [240, 240, 245],
  [235, 200, 60],
  [110, 60, 140],
];
/** Width × height: landscape, portrait, square and panoramic (at least 2:1 either way). */
const SIZES: readonly (readonly [number, number])[] = [
  [6000, 4000],
  [5472, 3648],
  [4000, 6000],
  [3000, 4500],
  [4000, 4000],
  [8000, 2500],
  [2000, 5000],
];

/** The emulated catalogue: the same files on every start, so that tests know what a search finds. */
export function generateCatalogue(size = CATALOGUE_SIZE): CatalogueFile[] {
  const random = seededRandom(18);
  const created = Date.UTC(2025, 0, 1);
  return Array.from({ length: size }, (_, index) => {
    const category = CATEGORIES[index % CATEGORIES.length]!;
    // A size per round of the categories, so that every category comes in every orientation.
    const [width, height] = SIZES[Math.floor(index / CATEGORIES.length) % SIZES.length]!;
    const creator = random.between(0, CREATORS.length - 1);
    const illustration = index % 5 === 4;
    return {
      id: FIRST_ID + index,
      title: `${random.pick(category.words)} ${random.pick(PLACES)}${illustration ? ' (Illustration)' : ''}`,
      creator_name: CREATORS[creator]!,
      creator_id: 9000 + creator,
      width,
      height,
      media_type_id: illustration ? 2 : 1,
      category: { id: category.id, name: category.name },
      content_type: 'image/png',
      premium_level_id: index % 10 === 9 ? 3 : 0,
      colour: COLOURS[random.between(0, COLOURS.length - 1)]!,
      has_releases: index % 3 === 0,
      creation_date: new Date(created + random.between(0, 600) * 86_400_000).toISOString().slice(0, 10),
      nb_downloads: random.between(0, 5000),
    };
  });
}

export type Orientation = 'horizontal' | 'vertical' | 'square';
export const orientationOf = ({ width, height }: CatalogueFile): Orientation =>
  width === height ? 'square' : width > height ? 'horizontal' : 'vertical';
export const isPanoramic = ({ width, height }: CatalogueFile) => Math.max(width, height) >= 2 * Math.min(width, height);

/** Whether a colour (hex `rrggbb`) is near enough the file's dominant one for Adobe's colour filter. */
export function hasColour({ colour }: CatalogueFile, hex: string): boolean {
  const asked = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  const distance = Math.hypot(...colour.map((value, at) => value - asked[at]!));
  return distance <= 120;
}

const shade = ([red, green, blue]: Rgb, share: number): Rgb => [
  Math.round(red * share),
  Math.round(green * share),
  Math.round(blue * share),
];

/** A picture of the file at `side` px on its long side: its colour, darker towards a horizon, with a sun. */
export function paintFile(file: CatalogueFile, side: number): Buffer {
  const scale = side / Math.max(file.width, file.height);
  const width = Math.max(1, Math.round(file.width * scale));
  const height = Math.max(1, Math.round(file.height * scale));
  const sun = shade(file.colour, 0.45);
  const radius = Math.min(width, height) * 0.18;
  const centreX = width * (0.2 + ((file.id * 7) % 60) / 100);
  return encodePng(width, height, (x, y) => {
    if ((x - centreX) ** 2 + (y - height * 0.35) ** 2 <= radius ** 2) return sun;
    return y > height * 0.65 ? shade(file.colour, 0.7) : file.colour;
  });
}
