/** The demo product groups and the article groups of each, with their numbers. */
export const demoProductGroups: readonly {
  number: string;
  name: string;
  note: string | null;
  articles: readonly { number: string; name: string; note: string | null }[];
}[] = [
  {
    number: '100',
    name: 'Pauschalreisen',
    note: 'Bus-, Flug- und Schiffsreisen mit Unterkunft.',
    articles: [
      { number: '110', name: 'Busreisen', note: null },
      { number: '120', name: 'Flusskreuzfahrten', note: null },
      { number: '130', name: 'Flugreisen', note: 'Mit Zubringerbus zum Flughafen.' },
    ],
  },
  {
    number: '200',
    name: 'Tagesfahrten',
    note: null,
    articles: [
      { number: '210', name: 'Ausflugsfahrten', note: null },
      { number: '220', name: 'Musical- und Konzertfahrten', note: 'Inklusive Eintrittskarte.' },
    ],
  },
  {
    number: '300',
    name: 'Eintrittskarten',
    note: 'Tickets ohne Busfahrt.',
    articles: [
      { number: '310', name: 'Konzerte', note: null },
      { number: '320', name: 'Musicals', note: null },
    ],
  },
  {
    number: '400',
    name: 'Zusatzleistungen',
    note: null,
    articles: [
      { number: '410', name: 'Reiseversicherungen', note: 'Vermittelt, nicht eigene Leistung.' },
      { number: '420', name: 'Gutscheine', note: null },
      { number: '430', name: 'Bordverpflegung', note: null },
    ],
  },
];
