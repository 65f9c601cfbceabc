export interface DemoGenre {
  name: string;
  short_description: string;
  /** What the genre's artists are called, e.g. "Die Roten Raben" or "Kammerorchester Jena". */
  artistNaming: 'band' | 'solo' | 'ensemble' | 'jazz-group' | 'company';
}

/** The genres a German ticket shop sorts its events into. */
export const demoGenres: readonly DemoGenre[] = [
  {
    name: 'Rock',
    artistNaming: 'band',
    short_description: 'Gitarren, Schlagzeug und volle Hallen: Rock von Classic bis Indie.',
  },
  { name: 'Pop', artistNaming: 'solo', short_description: 'Die Stars der Charts live auf Tour.' },
  {
    name: 'Schlager',
    artistNaming: 'solo',
    short_description: 'Ohrwürmer zum Mitsingen, von den Klassikern bis zu den neuen Hits.',
  },
  {
    name: 'Klassik',
    artistNaming: 'ensemble',
    short_description: 'Sinfoniekonzerte, Kammermusik und Solisten in den schönsten Sälen.',
  },
  { name: 'Oper', artistNaming: 'company', short_description: 'Große Stimmen, große Gefühle: Opernabende und Galas.' },
  {
    name: 'Jazz',
    artistNaming: 'jazz-group',
    short_description: 'Swing, Bebop und moderner Jazz im Club und auf Festivals.',
  },
  { name: 'Musical', artistNaming: 'company', short_description: 'Die großen Musicalproduktionen und Tourneen.' },
  { name: 'Comedy', artistNaming: 'solo', short_description: 'Stand-up und Comedy-Shows: ein Abend zum Lachen.' },
  {
    name: 'Kabarett',
    artistNaming: 'solo',
    short_description: 'Politisches Kabarett und Kleinkunst mit spitzer Feder.',
  },
  { name: 'Volksmusik', artistNaming: 'band', short_description: 'Blasmusik, Volkstümliches und Heimatabende.' },
  { name: 'Hip-Hop', artistNaming: 'solo', short_description: 'Rap und Hip-Hop aus Deutschland und der Welt.' },
  {
    name: 'Kinder & Familie',
    artistNaming: 'company',
    short_description: 'Theater, Mitmachkonzerte und Shows für die ganze Familie.',
  },
];

/** A longer description of a genre for its page. */
export function genreDescription(genre: DemoGenre): string {
  return (
    `<p>${genre.short_description}</p>` +
    `<p>Hier finden Sie alle Veranstaltungen der Kategorie ${genre.name}: Termine, Spielorte und Tickets, ` +
    'auf Wunsch mit Busanreise und Hotel.</p>'
  );
}
