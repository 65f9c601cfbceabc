/** What a German ticket shop sells: the kinds of event, their venues, times and price categories. */

export interface CategoryPlan {
  title: string;
  /** Euro, VAT included. */
  price: number;
  /** The part of the venue's places this category holds. */
  share: number;
  description?: string;
  personalised?: boolean;
}

export interface EventKind {
  /** Genre names (genres.ts) the event is filed under. */
  genres: readonly string[];
  /** Venue kinds (venues.ts) it plays in, best first. */
  venues: readonly string[];
  /** Titles; `{artist}` is the performer, `{year}` the year of the first date. */
  titles: readonly string[];
  /** Hour and minute the show starts on weekdays and on weekends. */
  startsAt: { weekday: string; weekend: string };
  /** Minutes. */
  duration: number;
  /** Minutes before the start the doors open. */
  entryBefore: number;
  dates: readonly [min: number, max: number];
  /** Days between two dates of the same event. */
  spacing: readonly number[];
  /** Chosen from the first, 2 to 4 of them. */
  categories: readonly CategoryPlan[];
  vatRate: number;
  blurb: string;
}

const REDUCED =
  'Für Schülerinnen und Schüler, Studierende, Auszubildende und Menschen mit Schwerbehinderung (ab GdB 50) gegen Nachweis am Einlass.';

const seated = (top: number, step: number, reduced: number): CategoryPlan[] => [
  { title: 'Kategorie 1', price: top, share: 0.3, description: 'Beste Sicht, vordere Reihen.' },
  { title: 'Kategorie 2', price: top - step, share: 0.35 },
  { title: 'Ermäßigt', price: reduced, share: 0.1, description: REDUCED },
  { title: 'Kategorie 3', price: top - 2 * step, share: 0.25, description: 'Hintere Reihen und Rang.' },
];

const arena = (standing: number, vip: number): CategoryPlan[] => [
  { title: 'Stehplatz', price: standing, share: 0.55, description: 'Innenraum, freie Platzwahl.' },
  { title: 'Kategorie 1', price: standing + 20, share: 0.2, description: 'Sitzplatz auf der Tribüne.' },
  { title: 'Kategorie 2', price: standing + 10, share: 0.2, description: 'Sitzplatz im Oberrang.' },
  {
    title: 'VIP',
    price: vip,
    share: 0.05,
    description:
      'Bester Sitzplatz, Meet & Greet, Merchandise-Paket und Zugang zur VIP-Lounge. Personalisiertes Ticket.',
    personalised: true,
  },
];

const evening = { weekday: '20:00', weekend: '19:30' };

/** Artists' events, by the genre of the artist. */
export const eventKinds: Readonly<Record<string, EventKind>> = {
  Rock: {
    genres: ['Rock'],
    venues: ['Arena', 'Stadthalle', 'Musikclub', 'Kongresszentrum'],
    titles: [
      '{artist} – Hallentour {year}',
      '{artist} live {year}',
      '{artist} – Lauter als je zuvor',
      '{artist} – Jubiläumstour',
    ],
    startsAt: evening,
    duration: 150,
    entryBefore: 90,
    dates: [2, 3],
    spacing: [1, 1, 7],
    categories: arena(54.9, 159),
    vatRate: 7,
    blurb: 'Zwei Stunden Gitarren, große Hymnen und eine Lichtshow, die man nicht vergisst.',
  },
  Pop: {
    genres: ['Pop'],
    venues: ['Arena', 'Stadthalle', 'Kongresszentrum', 'Musikclub'],
    titles: ['{artist} – Die große Arena-Tour', '{artist} – Nah dran: Clubtour {year}', '{artist} live {year}'],
    startsAt: evening,
    duration: 120,
    entryBefore: 90,
    dates: [2, 3],
    spacing: [1, 2, 7],
    categories: arena(49.9, 149),
    vatRate: 7,
    blurb: 'Alle Hits, neue Songs vom aktuellen Album und eine Band in Bestform.',
  },
  'Hip-Hop': {
    genres: ['Hip-Hop'],
    venues: ['Musikclub', 'Stadthalle', 'Arena', 'Kulturzentrum'],
    titles: ['{artist} – Straßenpoesie Tour', '{artist} – Zurück zu den Wurzeln', '{artist} live'],
    startsAt: { weekday: '20:00', weekend: '20:00' },
    duration: 100,
    entryBefore: 60,
    dates: [2, 3],
    spacing: [1, 7],
    categories: arena(39.9, 119),
    vatRate: 7,
    blurb: 'Rap mit Haltung, Beats zum Mitnicken und ein Publikum, das jede Zeile kennt.',
  },
  Schlager: {
    genres: ['Schlager'],
    venues: ['Stadthalle', 'Kongresszentrum', 'Kurhaus', 'Festsaal'],
    titles: ['{artist} – Die große Schlagerparty', '{artist} – Herzklopfen-Tour', '{artist}: Das Beste zum Jubiläum'],
    startsAt: { weekday: '19:30', weekend: '18:00' },
    duration: 150,
    entryBefore: 60,
    dates: [2, 4],
    spacing: [1, 7, 14],
    categories: seated(64.9, 10, 39.9),
    vatRate: 7,
    blurb: 'Ohrwürmer zum Mitsingen und Schunkeln, von den Klassikern bis zu den neuen Hits.',
  },
  Volksmusik: {
    genres: ['Volksmusik'],
    venues: ['Kurhaus', 'Festsaal', 'Kulturscheune', 'Stadthalle', 'Freilichtbühne'],
    titles: ['{artist}: Heimatabend', '{artist}: Blasmusik-Frühschoppen', '{artist} – Volksmusik-Gala'],
    startsAt: { weekday: '19:00', weekend: '15:00' },
    duration: 180,
    entryBefore: 60,
    dates: [2, 3],
    spacing: [7, 14],
    categories: seated(44.9, 5, 29.9),
    vatRate: 7,
    blurb: 'Blasmusik, Volkslieder und Tracht: ein Abend für alle, die Tradition lieben.',
  },
  Klassik: {
    genres: ['Klassik'],
    venues: ['Konzerthaus', 'Kurhaus', 'Festsaal', 'Kongresszentrum'],
    titles: [
      '{artist}: Beethoven – Sinfonie Nr. 9',
      '{artist}: Mozart-Gala',
      '{artist}: Neujahrskonzert',
      '{artist}: Vivaldi – Die vier Jahreszeiten',
      '{artist}: Brahms und Schumann',
    ],
    startsAt: { weekday: '19:30', weekend: '19:30' },
    duration: 120,
    entryBefore: 60,
    dates: [2, 3],
    spacing: [1, 1, 2],
    categories: seated(62, 14, 15),
    vatRate: 7,
    blurb: 'Ein Konzertabend mit Werken, die man einmal im Leben live gehört haben sollte.',
  },
  Oper: {
    genres: ['Oper'],
    venues: ['Theater', 'Konzerthaus', 'Kongresszentrum', 'Festsaal'],
    titles: [
      'Die Zauberflöte – {artist}',
      'Carmen – {artist}',
      'La Traviata – {artist}',
      'Der Freischütz – {artist}',
      'Die Fledermaus – {artist}',
    ],
    startsAt: { weekday: '19:30', weekend: '18:00' },
    duration: 180,
    entryBefore: 60,
    dates: [3, 5],
    spacing: [2, 3, 7],
    categories: seated(89, 20, 19),
    vatRate: 7,
    blurb: 'Große Stimmen, großes Orchester: eine Inszenierung, die Kritik und Publikum begeistert.',
  },
  Jazz: {
    genres: ['Jazz'],
    venues: ['Jazzkeller', 'Kulturscheune', 'Kulturzentrum', 'Musikclub'],
    titles: ['{artist} – Late Night Jazz', '{artist}: A Night in Bebop', '{artist} – Swingin’ Christmas'],
    startsAt: { weekday: '20:30', weekend: '20:00' },
    duration: 120,
    entryBefore: 60,
    dates: [2, 4],
    spacing: [1, 7],
    categories: [
      { title: 'Freie Platzwahl', price: 28, share: 0.6 },
      { title: 'Ermäßigt', price: 18, share: 0.15, description: REDUCED },
      { title: 'Stehplatz', price: 22, share: 0.25, description: 'An der Bar.' },
    ],
    vatRate: 7,
    blurb: 'Swing, Bebop und eigene Stücke, ganz nah dran im Club.',
  },
  Musical: {
    genres: ['Musical'],
    venues: ['Theater', 'Kongresszentrum', 'Stadthalle'],
    titles: [
      'Sternenfänger – Das Musical ({artist})',
      'Die Schatzinsel – Das Musical ({artist})',
      'Der kleine Lord – Das Weihnachtsmusical ({artist})',
    ],
    startsAt: { weekday: '19:30', weekend: '14:30' },
    duration: 165,
    entryBefore: 60,
    dates: [4, 6],
    spacing: [1, 1, 1, 6],
    categories: [
      { title: 'Kategorie 1', price: 109.9, share: 0.3 },
      { title: 'Kategorie 2', price: 89.9, share: 0.4 },
      {
        title: 'VIP',
        price: 159.9,
        share: 0.05,
        description: 'Premium-Platz in den ersten Reihen mit Sekt und Programmheft. Personalisiertes Ticket.',
        personalised: true,
      },
      { title: 'Kategorie 3', price: 69.9, share: 0.25 },
    ],
    vatRate: 7,
    blurb: 'Eine mitreißende Geschichte, große Songs und ein Ensemble, das Gänsehaut macht.',
  },
  Comedy: {
    genres: ['Comedy'],
    venues: ['Kleinkunstbühne', 'Kulturzentrum', 'Stadthalle', 'Kulturscheune', 'Kurhaus'],
    titles: [
      '{artist}: „Alles halb so wild“',
      '{artist}: „Ich hab da mal ’ne Frage“',
      '{artist}: „Urlaub mit Hindernissen“',
      '{artist}: „Wer hat an der Uhr gedreht?“',
    ],
    startsAt: { weekday: '20:00', weekend: '20:00' },
    duration: 120,
    entryBefore: 60,
    dates: [2, 4],
    spacing: [1, 7, 28],
    categories: [
      { title: 'Kategorie 1', price: 34.9, share: 0.5 },
      { title: 'Kategorie 2', price: 29.9, share: 0.4 },
      { title: 'Ermäßigt', price: 24.9, share: 0.1, description: REDUCED },
    ],
    vatRate: 7,
    blurb: 'Das neue Programm: zwei Stunden Pointen aus dem ganz normalen Wahnsinn.',
  },
  Kabarett: {
    genres: ['Kabarett'],
    venues: ['Kleinkunstbühne', 'Kulturscheune', 'Kulturzentrum', 'Festsaal'],
    titles: [
      '{artist}: „Deutschland, deine Nachbarn“',
      '{artist}: „Politik zum Frühstück“',
      '{artist}: „Wir müssen reden“',
      '{artist}: „Die Lage ist ernst“',
    ],
    startsAt: { weekday: '20:00', weekend: '20:00' },
    duration: 120,
    entryBefore: 45,
    dates: [2, 3],
    spacing: [1, 14, 28],
    categories: [
      { title: 'Kategorie 1', price: 29, share: 0.6 },
      { title: 'Ermäßigt', price: 19, share: 0.15, description: REDUCED },
      { title: 'Kategorie 2', price: 24, share: 0.25 },
    ],
    vatRate: 7,
    blurb: 'Politisches Kabarett mit spitzer Feder: bissig, klug und sehr komisch.',
  },
  'Kinder & Familie': {
    genres: ['Kinder & Familie'],
    venues: ['Kulturzentrum', 'Theater', 'Stadthalle', 'Freilichtbühne', 'Kulturscheune'],
    titles: [
      'Käpt’n Knopf und die Schatzinsel – {artist}',
      'Das kleine Gespenst im Museum – {artist}',
      'Zirkus Kunterbunt: Mitmachkonzert mit {artist}',
    ],
    startsAt: { weekday: '15:00', weekend: '11:00' },
    duration: 75,
    entryBefore: 30,
    dates: [2, 4],
    spacing: [1, 7],
    categories: [
      { title: 'Erwachsene', price: 18, share: 0.4 },
      { title: 'Kinder bis 14 Jahre', price: 12, share: 0.5 },
      { title: 'Familienkarte', price: 49, share: 0.1, description: 'Zwei Erwachsene und bis zu drei Kinder.' },
    ],
    vatRate: 7,
    blurb: 'Theater zum Mitmachen für Kinder ab 4 Jahren und ihre Familien.',
  },
};

export interface FestivalPlan {
  title: string;
  genres: readonly string[];
  venues: readonly string[];
  /** First day, `YYYY-MM-DD`. */
  starts: string;
  days: number;
  blurb: string;
}

export const festivals: readonly FestivalPlan[] = [
  {
    title: 'Jazzfestival am See 2026',
    genres: ['Jazz'],
    venues: ['Freilichtbühne', 'Open-Air-Gelände'],
    starts: '2026-07-17',
    days: 3,
    blurb: 'Drei Tage Jazz unter freiem Himmel, vom Swing bis zum Modern Jazz.',
  },
  {
    title: 'Schlagernacht im Stadtpark',
    genres: ['Schlager', 'Volksmusik'],
    venues: ['Freilichtbühne', 'Open-Air-Gelände'],
    starts: '2026-08-21',
    days: 2,
    blurb: 'Die Stars des Schlagers an zwei Sommerabenden auf einer Bühne.',
  },
  {
    title: 'Klassik Open Air im Schlosspark',
    genres: ['Klassik', 'Oper'],
    venues: ['Freilichtbühne', 'Open-Air-Gelände'],
    starts: '2027-06-11',
    days: 2,
    blurb: 'Sinfonien und Opernarien bei Sonnenuntergang, mit Picknick im Park.',
  },
  {
    title: 'Elbufer Open Air 2027',
    genres: ['Rock', 'Pop', 'Hip-Hop'],
    venues: ['Open-Air-Gelände', 'Freilichtbühne'],
    starts: '2027-07-09',
    days: 3,
    blurb: 'Drei Tage, zwei Bühnen und über zwanzig Acts direkt am Wasser.',
  },
];

export const festivalCategories: readonly CategoryPlan[] = [
  { title: 'Stehplatz', price: 69, share: 0.8, description: 'Tagesticket, Zugang zu allen Bühnen.' },
  {
    title: 'VIP',
    price: 149,
    share: 0.05,
    description: 'Tagesticket mit VIP-Bereich, Catering und eigenen Sanitäranlagen. Personalisiertes Ticket.',
    personalised: true,
  },
  { title: 'Ermäßigt', price: 49, share: 0.15, description: REDUCED },
];

export const readingVenues = ['Kulturscheune', 'Kleinkunstbühne', 'Kulturzentrum', 'Kurhaus', 'Festsaal'];

/** Books the demo's readings present: crime and regional novels. */
export const readingBooks = ['Mord am Deich', 'Sturmflut über Sylt', 'Das Haus am Elbhang', 'Ein Sommer in Lüneburg'];

export const readingCategories: readonly CategoryPlan[] = [
  { title: 'Kategorie 1', price: 18, share: 0.85 },
  { title: 'Ermäßigt', price: 12, share: 0.15, description: REDUCED },
];
