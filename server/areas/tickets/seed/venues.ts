export interface VenueKind {
  name: string;
  /** Seats or standing places, smallest and largest. */
  capacity: readonly [number, number];
}

export const venueKinds: readonly VenueKind[] = [
  { name: 'Stadthalle', capacity: [800, 3000] },
  { name: 'Konzerthaus', capacity: [900, 2500] },
  { name: 'Theater', capacity: [300, 1200] },
  { name: 'Arena', capacity: [5000, 15000] },
  { name: 'Kulturzentrum', capacity: [200, 800] },
  { name: 'Freilichtbühne', capacity: [1000, 5000] },
  { name: 'Jazzkeller', capacity: [80, 220] },
  { name: 'Musikclub', capacity: [150, 900] },
  { name: 'Kongresszentrum', capacity: [1000, 6000] },
  { name: 'Kurhaus', capacity: [300, 1000] },
  { name: 'Kulturscheune', capacity: [120, 450] },
  { name: 'Festsaal', capacity: [200, 700] },
  { name: 'Open-Air-Gelände', capacity: [5000, 40000] },
  { name: 'Kleinkunstbühne', capacity: [60, 250] },
];

export const landmarks: readonly string[] = [
  'am Markt',
  'am Hafen',
  'im Stadtpark',
  'am Schlossberg',
  'am Dom',
  'an der Oper',
  'am Ring',
  'am Wall',
  'am See',
  'am Rathaus',
  'am Bahnhof',
  'an der Alten Mühle',
  'am Fluss',
  'im Kurpark',
  'am Theaterplatz',
];

export const venueFeatures: readonly string[] = [
  'einen barrierefreien Zugang',
  'eine eigene Gastronomie',
  'ein Parkhaus direkt nebenan',
  'eine gute Anbindung an Bus und Bahn',
  'einen historischen Saal aus der Gründerzeit',
  'moderne Licht- und Tontechnik',
  'einen Biergarten für laue Sommerabende',
  'Garderobe und Catering',
  'Busparkplätze für Reisegruppen',
  'eine Terrasse mit Blick über die Stadt',
];

export const venuePrograms: readonly string[] = [
  'Auf dem Programm stehen Konzerte, Comedy und Musicals.',
  'Im Sommer finden hier Open-Air-Konzerte und Lesungen statt.',
  'Das Haus ist bekannt für seine Jazz- und Kabarettabende.',
  'Regelmäßig gastieren hier Orchester und Solisten aus aller Welt.',
  'Neben Konzerten finden hier Messen, Bälle und Firmenfeiern statt.',
  'Für Reisegruppen gibt es feste Kontingente und eine eigene Einlasszeit.',
  'Kindertheater und Familienkonzerte gehören fest zum Spielplan.',
  'Schlagerpartys und Tanzabende füllen hier regelmäßig den Saal.',
];
