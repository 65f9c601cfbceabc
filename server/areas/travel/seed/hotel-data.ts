/** The demo hotels, their rooms and the master lists the rooms draw on (German tour operator's catalogue). */

export const roomCategories = [
  { name: 'Standard', description: 'Zweckmäßig eingerichtet, ohne besondere Lage.' },
  { name: 'Komfort', description: 'Größer und moderner eingerichtet, teils mit Sitzecke.' },
  { name: 'Superior', description: 'Gehobene Ausstattung, ruhige oder besondere Lage.' },
  { name: 'Junior-Suite', description: 'Wohn- und Schlafbereich in einem großzügigen Raum.' },
  { name: 'Suite', description: 'Getrennter Wohn- und Schlafraum.' },
] as const;

export const roomTypes = [
  { name: 'Einzelzimmer', description: 'Für eine Person.' },
  { name: 'Doppelzimmer', description: 'Für zwei Personen, Doppelbett oder zwei Einzelbetten.' },
  { name: 'Doppelzimmer zur Alleinnutzung', description: 'Ein Doppelzimmer für eine Person.' },
  { name: 'Dreibettzimmer', description: 'Doppelbett und ein Zustellbett.' },
  { name: 'Familienzimmer', description: 'Für zwei Erwachsene und bis zu zwei Kinder.' },
] as const;

export const hotelServices = [
  { name: 'Halbpension', is_hotel_service: true, is_room_service: false },
  { name: 'Vollpension', is_hotel_service: true, is_room_service: false },
  { name: 'Hallenbad', is_hotel_service: true, is_room_service: false },
  { name: 'Sauna und Dampfbad', is_hotel_service: true, is_room_service: false },
  { name: 'Wellnessbereich', is_hotel_service: true, is_room_service: false },
  { name: 'Aufzug', is_hotel_service: true, is_room_service: false },
  { name: 'Busparkplatz', is_hotel_service: true, is_room_service: false },
  { name: 'Kostenloses WLAN', is_hotel_service: true, is_room_service: true },
  { name: 'Balkon', is_hotel_service: false, is_room_service: true },
  { name: 'Meerblick', is_hotel_service: false, is_room_service: true },
  { name: 'Bergblick', is_hotel_service: false, is_room_service: true },
  { name: 'Minibar', is_hotel_service: false, is_room_service: true },
  { name: 'Safe', is_hotel_service: false, is_room_service: true },
  { name: 'Dusche/WC', is_hotel_service: false, is_room_service: true },
  { name: 'Barrierefrei', is_hotel_service: true, is_room_service: true },
] as const;

export type ServiceName = (typeof hotelServices)[number]['name'];
type CategoryName = (typeof roomCategories)[number]['name'];
type TypeName = (typeof roomTypes)[number]['name'];

export interface DemoRoom {
  name: string;
  category: CategoryName;
  type: TypeName;
  min: number;
  max: number;
  amount: number;
  services: ServiceName[];
}

export interface DemoHotel {
  name: string;
  stars: number;
  rating: number;
  code: string;
  street: string;
  zip: string;
  city: string;
  /** ISO code of the country. */
  country: string;
  description: string;
  contact: { name: string; role: string; phone: string };
  services: ServiceName[];
  cure?: string;
  rooms: DemoRoom[];
}

const single = (services: ServiceName[] = ['Dusche/WC']): DemoRoom => ({
  name: 'Einzelzimmer',
  category: 'Standard',
  type: 'Einzelzimmer',
  min: 1,
  max: 1,
  amount: 8,
  services,
});
const double = (name: string, services: ServiceName[], amount = 30, category: CategoryName = 'Standard'): DemoRoom => ({
  name,
  category,
  type: 'Doppelzimmer',
  min: 1,
  max: 2,
  amount,
  services: ['Dusche/WC', ...services],
});
const family: DemoRoom = {
  name: 'Familienzimmer',
  category: 'Komfort',
  type: 'Familienzimmer',
  min: 2,
  max: 4,
  amount: 4,
  services: ['Dusche/WC', 'Kostenloses WLAN'],
};
const suite = (name: string, services: ServiceName[]): DemoRoom => ({
  name,
  category: 'Suite',
  type: 'Doppelzimmer',
  min: 2,
  max: 3,
  amount: 2,
  services: ['Dusche/WC', 'Minibar', 'Safe', ...services],
});

export const demoHotels: readonly DemoHotel[] = [
  {
    name: 'Strandhotel Ostseeblick',
    stars: 4,
    rating: 8.7,
    code: 'HTL-BIN-01',
    street: 'Strandpromenade 12',
    zip: '18609',
    city: 'Ostseebad Binz',
    country: 'DE',
    description: '<p>Direkt an der Binzer Strandpromenade, wenige Schritte zur Seebrücke.</p>',
    contact: { name: 'Katrin Möller', role: 'Reservierung', phone: '+49 38393 1200' },
    services: ['Halbpension', 'Hallenbad', 'Sauna und Dampfbad', 'Aufzug', 'Kostenloses WLAN'],
    cure: 'Kurpaket „Ostseeluft“: 3 Anwendungen (Massage, Meersalzpeeling, Fango) pro Aufenthalt.',
    rooms: [
      single(),
      double('Doppelzimmer Landseite', []),
      double('Doppelzimmer Meerblick', ['Meerblick', 'Balkon'], 20, 'Superior'),
      suite('Turmsuite', ['Meerblick']),
    ],
  },
  {
    name: 'Hotel Seeschlösschen',
    stars: 4,
    rating: 8.9,
    code: 'HTL-TIM-01',
    street: 'Strandallee 141',
    zip: '23669',
    city: 'Timmendorfer Strand',
    country: 'DE',
    description: '<p>Traditionshaus an der Lübecker Bucht mit großem Wellnessbereich.</p>',
    contact: { name: 'Jens Petersen', role: 'Gruppenbuchungen', phone: '+49 4503 6011' },
    services: ['Halbpension', 'Wellnessbereich', 'Hallenbad', 'Aufzug', 'Busparkplatz'],
    rooms: [single(), double('Doppelzimmer Komfort', ['Balkon'], 40, 'Komfort'), family],
  },
  {
    name: 'Ringhotel Warnemünde',
    stars: 3,
    rating: 8.1,
    code: 'HTL-WAR-01',
    street: 'Am Leuchtturm 4',
    zip: '18119',
    city: 'Rostock-Warnemünde',
    country: 'DE',
    description: '<p>Am Alten Strom, mit Blick auf Leuchtturm und Kreuzfahrtterminal.</p>',
    contact: { name: 'Anja Brandt', role: 'Empfang', phone: '+49 381 54830' },
    services: ['Halbpension', 'Aufzug', 'Kostenloses WLAN'],
    rooms: [single(), double('Doppelzimmer', [], 35)],
  },
  {
    name: 'Alpenhotel Garmischer Hof',
    stars: 4,
    rating: 9.0,
    code: 'HTL-GAP-01',
    street: 'Chamonixstraße 10',
    zip: '82467',
    city: 'Garmisch-Partenkirchen',
    country: 'DE',
    description: '<p>Familiengeführtes Haus im Ortskern mit Blick auf die Zugspitze.</p>',
    contact: { name: 'Florian Huber', role: 'Direktion', phone: '+49 8821 9110' },
    services: ['Halbpension', 'Sauna und Dampfbad', 'Aufzug', 'Busparkplatz'],
    cure: 'Bergkur: geführte Wanderung und Kneippanwendungen an zwei Tagen.',
    rooms: [
      single(['Dusche/WC', 'Bergblick']),
      double('Doppelzimmer Zugspitzblick', ['Bergblick', 'Balkon'], 28, 'Superior'),
      family,
    ],
  },
  {
    name: 'Hotel Berchtesgadener Land',
    stars: 3,
    rating: 8.4,
    code: 'HTL-BGD-01',
    street: 'Königsseer Straße 29',
    zip: '83471',
    city: 'Schönau am Königssee',
    country: 'DE',
    description: '<p>Ruhige Lage nahe der Schiffsanlegestelle am Königssee.</p>',
    contact: { name: 'Maria Stangassinger', role: 'Reservierung', phone: '+49 8652 9450' },
    services: ['Halbpension', 'Wellnessbereich', 'Busparkplatz'],
    rooms: [single(), double('Doppelzimmer Bergblick', ['Bergblick', 'Balkon'], 25)],
  },
  {
    name: 'Tiroler Hof Seefeld',
    stars: 4,
    rating: 8.8,
    code: 'HTL-SEE-01',
    street: 'Innsbrucker Straße 48',
    zip: '6100',
    city: 'Seefeld in Tirol',
    country: 'AT',
    description: '<p>Tiroler Gastlichkeit auf dem Hochplateau, Loipen und Wanderwege vor der Tür.</p>',
    contact: { name: 'Andreas Neuner', role: 'Gruppenbuchungen', phone: '+43 5212 2020' },
    services: ['Halbpension', 'Hallenbad', 'Wellnessbereich', 'Aufzug'],
    rooms: [
      single(),
      double('Doppelzimmer Tirol', ['Balkon', 'Bergblick'], 30, 'Komfort'),
      suite('Alpensuite', ['Bergblick', 'Balkon']),
    ],
  },
  {
    name: 'Hotel Donauwelle Wien',
    stars: 4,
    rating: 8.5,
    code: 'HTL-VIE-01',
    street: 'Praterstraße 70',
    zip: '1020',
    city: 'Wien',
    country: 'AT',
    description: '<p>Zwischen Prater und Innenstadt, U-Bahn-Anschluss vor dem Haus.</p>',
    contact: { name: 'Elisabeth Gruber', role: 'Sales', phone: '+43 1 2140 500' },
    services: ['Aufzug', 'Kostenloses WLAN', 'Barrierefrei'],
    rooms: [
      single(),
      double('Doppelzimmer Classic', [], 60),
      double('Doppelzimmer Superior', ['Minibar'], 20, 'Superior'),
    ],
  },
  {
    name: 'Hotel Zlatá Praha',
    stars: 4,
    rating: 8.6,
    code: 'HTL-PRG-01',
    street: 'Na Poříčí 15',
    zip: '11000',
    city: 'Praha',
    country: 'CZ',
    description: '<p>Jugendstilhaus in der Neustadt, fünf Gehminuten zum Pulverturm.</p>',
    contact: { name: 'Petra Nováková', role: 'Reservierung', phone: '+420 224 800 111' },
    services: ['Halbpension', 'Aufzug', 'Kostenloses WLAN'],
    rooms: [
      single(),
      double('Doppelzimmer', ['Safe'], 45),
      { ...family, name: 'Dreibettzimmer', type: 'Dreibettzimmer', min: 2, max: 3 },
    ],
  },
  {
    name: 'Hotel am Striezelmarkt',
    stars: 4,
    rating: 8.3,
    code: 'HTL-DRS-01',
    street: 'Wilsdruffer Straße 25',
    zip: '01067',
    city: 'Dresden',
    country: 'DE',
    description: '<p>Am Altmarkt, mitten im Striezelmarkt, Frauenkirche in Sichtweite.</p>',
    contact: { name: 'Sandra Richter', role: 'Gruppenbuchungen', phone: '+49 351 48640' },
    services: ['Aufzug', 'Sauna und Dampfbad', 'Kostenloses WLAN'],
    rooms: [single(), double('Doppelzimmer Altmarkt', [], 50), double('Doppelzimmer zur Alleinnutzung', [], 10)],
  },
  {
    name: 'Nürnberger Kaiserhof',
    stars: 3,
    rating: 8.0,
    code: 'HTL-NUE-01',
    street: 'Königstraße 39',
    zip: '90402',
    city: 'Nürnberg',
    country: 'DE',
    description: '<p>Zwischen Hauptbahnhof und Hauptmarkt, ideal für den Christkindlesmarkt.</p>',
    contact: { name: 'Thomas Weber', role: 'Empfang', phone: '+49 911 2439 0' },
    services: ['Aufzug', 'Kostenloses WLAN'],
    rooms: [single(), double('Doppelzimmer', [], 40)],
  },
  {
    name: 'Romantik Hotel Rothenburg',
    stars: 4,
    rating: 9.1,
    code: 'HTL-ROT-01',
    street: 'Herrngasse 3',
    zip: '91541',
    city: 'Rothenburg ob der Tauber',
    country: 'DE',
    description: '<p>Patrizierhaus aus dem 16. Jahrhundert in der Altstadt.</p>',
    contact: { name: 'Claudia Bauer', role: 'Reservierung', phone: '+49 9861 9710' },
    services: ['Halbpension', 'Kostenloses WLAN'],
    rooms: [single(), double('Doppelzimmer Altstadt', [], 18, 'Komfort')],
  },
  {
    name: 'Domhotel Köln',
    stars: 4,
    rating: 8.7,
    code: 'HTL-CGN-01',
    street: 'Trankgasse 1',
    zip: '50667',
    city: 'Köln',
    country: 'DE',
    description: '<p>Gegenüber dem Dom, Anleger der Rheinschiffe zu Fuß erreichbar.</p>',
    contact: { name: 'Markus Schmitz', role: 'Sales', phone: '+49 221 2706 0' },
    services: ['Aufzug', 'Wellnessbereich', 'Kostenloses WLAN', 'Barrierefrei'],
    rooms: [
      single(),
      double('Doppelzimmer Domblick', ['Minibar'], 24, 'Superior'),
      double('Doppelzimmer Classic', [], 50),
    ],
  },
  {
    name: 'Rheinhotel Rüdesheim',
    stars: 3,
    rating: 8.2,
    code: 'HTL-RUE-01',
    street: 'Rheinstraße 10',
    zip: '65385',
    city: 'Rüdesheim am Rhein',
    country: 'DE',
    description: '<p>An der Rheinpromenade, zwei Minuten zur Drosselgasse und zum Schiffsanleger.</p>',
    contact: { name: 'Nicole Hess', role: 'Reservierung', phone: '+49 6722 9030' },
    services: ['Halbpension', 'Aufzug', 'Busparkplatz'],
    rooms: [single(), double('Doppelzimmer Rheinblick', ['Balkon'], 30, 'Komfort')],
  },
  {
    name: 'Hotel Passauer Wolf',
    stars: 4,
    rating: 8.6,
    code: 'HTL-PAS-01',
    street: 'Rindermarkt 6',
    zip: '94032',
    city: 'Passau',
    country: 'DE',
    description: '<p>Am Donauufer der Dreiflüssestadt, Ausgangspunkt der Donaukreuzfahrten.</p>',
    contact: { name: 'Stefan Gruber', role: 'Gruppenbuchungen', phone: '+49 851 93150' },
    services: ['Halbpension', 'Aufzug', 'Kostenloses WLAN'],
    rooms: [single(), double('Doppelzimmer Donaublick', [], 30, 'Superior'), family],
  },
  {
    name: 'Hotel Kaiser Franz Joseph Budapest',
    stars: 4,
    rating: 8.4,
    code: 'HTL-BUD-01',
    street: 'Széchenyi rakpart 3',
    zip: '1051',
    city: 'Budapest',
    country: 'HU',
    description: '<p>An der Donau gegenüber der Burg, Anlegestelle der Flussschiffe am Haus.</p>',
    contact: { name: 'Zsófia Kovács', role: 'Reservierung', phone: '+36 1 235 1800' },
    services: ['Aufzug', 'Wellnessbereich', 'Kostenloses WLAN'],
    rooms: [single(), double('Doppelzimmer Donaublick', ['Minibar'], 36, 'Superior')],
  },
  {
    name: 'Salzburger Hof',
    stars: 4,
    rating: 8.8,
    code: 'HTL-SZG-01',
    street: 'Getreidegasse 21',
    zip: '5020',
    city: 'Salzburg',
    country: 'AT',
    description: '<p>In der Altstadt, nahe Mozarts Geburtshaus und dem Christkindlmarkt am Domplatz.</p>',
    contact: { name: 'Barbara Eder', role: 'Sales', phone: '+43 662 84 3211' },
    services: ['Aufzug', 'Kostenloses WLAN'],
    rooms: [single(), double('Doppelzimmer', [], 30), suite('Mozartsuite', [])],
  },
  {
    name: 'Kurhotel Bad Kissingen',
    stars: 4,
    rating: 8.9,
    code: 'HTL-KIS-01',
    street: 'Kurhausstraße 28',
    zip: '97688',
    city: 'Bad Kissingen',
    country: 'DE',
    description: '<p>Am Kurgarten, mit eigener Bade- und Therapieabteilung.</p>',
    contact: { name: 'Ursula Keller', role: 'Kurverwaltung', phone: '+49 971 80410' },
    services: ['Vollpension', 'Hallenbad', 'Wellnessbereich', 'Aufzug', 'Barrierefrei'],
    cure: 'Kurpaket „Rakoczy“: ärztliche Eingangsuntersuchung, 6 Anwendungen, Trinkkur.',
    rooms: [single(['Dusche/WC', 'Balkon']), double('Doppelzimmer Kurpark', ['Balkon'], 40, 'Komfort')],
  },
];
