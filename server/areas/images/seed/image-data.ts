/** The demo libraries: the company's own, one shared by the marketing team, one the demo admin keeps for himself. */
export const demoLibraries = [
  { name: 'Reisekatalog 2027', mode: 'library', description: 'Bildauswahl für den gedruckten Hauptkatalog 2027.' },
  {
    name: 'Social Media',
    mode: 'library',
    description: 'Freigegebene Motive für Instagram, Facebook und den Newsletter.',
  },
  { name: 'Presse', mode: 'library', description: 'Pressefotos mit Bildnachweis, zur Weitergabe an Redaktionen.' },
  {
    name: 'Marketing Herbstaktion',
    mode: 'shared',
    description: 'Gemeinsame Sammlung des Marketingteams für die Herbstkampagne.',
  },
  { name: 'Meine Favoriten', mode: 'personal', description: 'Persönliche Merkliste.', owner: 'admin@demo.local' },
] as const;

type LibraryName = (typeof demoLibraries)[number]['name'];

/** The company's own photos, by library; no library holds a poster twice (the same file twice in one library is refused). */
export const demoCustomerImages: Readonly<
  Record<LibraryName, readonly { title: string; creator: string; description?: string }[]>
> = {
  'Reisekatalog 2027': [
    { title: 'Sonnenuntergang am Gardasee', creator: 'Katrin Vogel', description: 'Blick von Malcesine über den See.' },
    { title: 'Altstadt von Dubrovnik', creator: 'Markus Brenner' },
    { title: 'Reisebus vor dem Brandenburger Tor', creator: 'Katrin Vogel', description: 'Titelmotiv Städtereisen.' },
    { title: 'Weinberge an der Mosel', creator: 'Jonas Albrecht' },
    { title: 'Fjordlandschaft bei Geiranger', creator: 'Lena Hartmann' },
    { title: 'Strandpromenade in Kołobrzeg', creator: 'Markus Brenner' },
    {
      title: 'Hotelterrasse in Meran',
      creator: 'Jonas Albrecht',
      description: 'Partnerhotel, Motiv freigegeben bis 2028.',
    },
    { title: 'Adventsmarkt in Salzburg', creator: 'Lena Hartmann' },
  ],
  'Social Media': [
    { title: 'Reisegruppe auf dem Königssee', creator: 'Sophie Keller' },
    { title: 'Frühstücksbuffet an Bord', creator: 'Sophie Keller', description: 'Flusskreuzfahrt Donau.' },
    { title: 'Fahrer Dieter begrüßt die Gäste', creator: 'Tim Schröder' },
    { title: 'Lavendelfelder in der Provence', creator: 'Sophie Keller' },
    { title: 'Panoramafenster im Fernreisebus', creator: 'Tim Schröder' },
    { title: 'Sternenhimmel über dem Zeltlager', creator: 'Tim Schröder' },
    { title: 'Eisbecher am Comer See', creator: 'Sophie Keller' },
  ],
  Presse: [
    {
      title: 'Geschäftsführung bei der Katalogpräsentation',
      creator: 'Pressestelle',
      description: 'Abdruck honorarfrei.',
    },
    {
      title: 'Neue Reisebusflotte 2027',
      creator: 'Pressestelle',
      description: 'Abdruck honorarfrei mit Bildnachweis.',
    },
    { title: 'Firmensitz in Bielefeld', creator: 'Pressestelle' },
    { title: 'Ausbildungsjahrgang 2026', creator: 'Pressestelle' },
    { title: 'Spendenübergabe an die Tafel', creator: 'Pressestelle' },
  ],
  'Marketing Herbstaktion': [
    { title: 'Herbstwald im Harz', creator: 'Lena Hartmann' },
    { title: 'Kürbisfest in Ludwigsburg', creator: 'Jonas Albrecht' },
    { title: 'Weinlese in der Pfalz', creator: 'Jonas Albrecht' },
    { title: 'Nebel über der Sächsischen Schweiz', creator: 'Lena Hartmann' },
    { title: 'Thermalbad in Bad Füssing', creator: 'Markus Brenner' },
  ],
  'Meine Favoriten': [
    { title: 'Leuchtturm auf Sylt', creator: 'Andreas Albers' },
    { title: 'Morgenstimmung am Chiemsee', creator: 'Andreas Albers' },
    { title: 'Marktplatz in Brügge', creator: 'Andreas Albers' },
  ],
};

/** Own photos kept a second time, in the shared library: library items of customer images. */
export const demoSharedPicks = ['Weinberge an der Mosel', 'Adventsmarkt in Salzburg'] as const;

/** How many seeded journeys get a library item: the image they were added through. */
export const JOURNEYS_WITH_ITEMS = 4;

/**
 * Licences bought before the demo day, of images in the stock emulator's catalogue (its ids start at
 * 200,000,001): most stored with us, one that failed at Adobe Stock.
 */
export const demoStockLicences: readonly {
  stockId: number;
  state: 'Standard' | 'Error';
  daysBefore: number;
  message?: string;
}[] = [
  { stockId: 200_000_001, state: 'Standard', daysBefore: 41 },
  { stockId: 200_000_004, state: 'Standard', daysBefore: 27 },
  { stockId: 200_000_012, state: 'Standard', daysBefore: 9 },
  {
    stockId: 200_000_023,
    state: 'Error',
    daysBefore: 3,
    message: 'Lizenzierung fehlgeschlagen: Kontingent vorübergehend nicht verfügbar',
  },
];
