/**
 * The journey categories of spec 1 §9, in its order (advent … others), with the German names the
 * website shows.
 */
export const journeyCategories: readonly string[] = [
  'Adventsreisen',
  'Aktivreisen',
  'Badereisen',
  'Bergreisen',
  'Busreisen',
  'Eigenveranstaltungen',
  'Flugreisen',
  'Flusskreuzfahrten',
  'Kreuzfahrten',
  'Kulturreisen',
  'Wellnessreisen',
  'Musicalreisen',
  'Naturreisen',
  'Osterreisen',
  'Rundreisen',
  'Schiffsreisen',
  'Silvesterreisen',
  'Sportreisen',
  'Städtereisen',
  'Tagesfahrten',
  'Wanderreisen',
  'Weihnachtsreisen',
  'Winterreisen',
  'Sonstiges',
];

/** Where the demo journeys go: coach-tour destinations of the German market. */
export const journeyDestinations: readonly string[] = [
  'Ostsee',
  'Nordsee',
  'Rügen',
  'Harz',
  'Schwarzwald',
  'Allgäu',
  'Bayerischer Wald',
  'Mosel',
  'Sächsische Schweiz',
  'Südtirol',
  'Gardasee',
  'Toskana',
  'Wien',
  'Prag',
  'Salzburger Land',
  'Holland',
  'Paris',
  'Rom',
  'Istrien',
  'Masuren',
];

/** Regions by their country's ISO code: the German and Austrian states and the Italian holiday regions. */
export const demoRegions: readonly { name: string; iso: string }[] = [
  ...[
    'Baden-Württemberg',
    'Bayern',
    'Berlin',
    'Brandenburg',
    'Bremen',
    'Hamburg',
    'Hessen',
    'Mecklenburg-Vorpommern',
    'Niedersachsen',
    'Nordrhein-Westfalen',
    'Rheinland-Pfalz',
    'Saarland',
    'Sachsen',
    'Sachsen-Anhalt',
    'Schleswig-Holstein',
    'Thüringen',
  ].map((name) => ({ name, iso: 'DE' })),
  ...[
    'Burgenland',
    'Kärnten',
    'Niederösterreich',
    'Oberösterreich',
    'Salzburg',
    'Steiermark',
    'Tirol',
    'Vorarlberg',
    'Wien',
  ].map((name) => ({ name, iso: 'AT' })),
  ...['Südtirol', 'Venetien', 'Toskana', 'Lombardei'].map((name) => ({ name, iso: 'IT' })),
];

/** The organizations of the demo data: organizers (type 1), partners (2) and service providers (3). */
export const demoOrganizations: readonly { name: string; type: 1 | 2 | 3; note: string | null }[] = [
  { name: 'Nordlicht Busreisen GmbH', type: 1, note: 'Eigenveranstalter, Busreisen ab Kiel und Hamburg' },
  { name: 'Elbtickets GmbH', type: 1, note: 'Veranstalter der Musical- und Konzertreisen' },
  { name: 'Heide-Touristik Lüneburg', type: 1, note: null },
  { name: 'Alpenblick Reisen KG', type: 1, note: 'Wander- und Bergreisen' },
  { name: 'Reisebüro Sonnenschein', type: 2, note: 'Vertriebspartner Lüneburg' },
  { name: 'Stadtmarketing Dresden', type: 2, note: null },
  { name: 'Hotel Seeblick Binz', type: 3, note: 'Kontingent Juni bis September' },
  { name: 'Busbetrieb Krüger & Söhne', type: 3, note: 'Fernreisebusse, 4 Sterne' },
  { name: 'Reederei Elbe-Mosel', type: 3, note: 'Flusskreuzfahrtschiffe' },
];
