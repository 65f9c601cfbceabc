/** The demo topics: FCM topic names the app subscribes to. */
export const DEMO_TOPICS = [
  {
    title: 'Reiseinfos',
    key: 'reiseinfos',
    description: 'Abfahrtszeiten, Treffpunkte und Hinweise zur gebuchten Reise.',
  },
  { title: 'Angebote', key: 'angebote', description: 'Neue Reisen, Frühbucher- und Last-Minute-Angebote.' },
  { title: 'Gewinnspiele', key: 'gewinnspiele', description: 'Fotowettbewerbe und Verlosungen.' },
  { title: 'Umfragen', key: 'umfragen', description: 'Einladungen zu Umfragen nach der Reise.' },
  { title: 'Fahrerinfos', key: 'fahrerinfos', description: 'Dienstliche Mitteilungen an die Busfahrer.' },
];

export interface DemoPush {
  title: string;
  short: string;
  message: string;
  link?: string;
  topic?: string;
  group: 'all' | 'journey' | 'bus' | 'survey' | 'drivers';
  /** Sent that many days before the seed ran; absent: still unsent. */
  sentDaysAgo?: number;
}

/** Twenty push messages as a coach operator writes them: 12 sent, 8 being written. */
export const demoPushMessages = (): DemoPush[] => [
  {
    title: 'Abfahrt morgen: Treffpunkt ZOB',
    short: 'Bitte seien Sie um 6:45 Uhr am ZOB, Steig 4.',
    message:
      'Liebe Reisegäste, morgen geht es los! Der Bus steht ab 6:30 Uhr am ZOB, Steig 4. Abfahrt ist pünktlich um 7:00 Uhr. Bitte denken Sie an Ihren Ausweis.',
    group: 'journey',
    topic: 'reiseinfos',
    sentDaysAgo: 20,
  },
  {
    title: 'Zustiegszeiten geändert',
    short: 'Der Zustieg in Neumünster ist jetzt um 7:40 Uhr.',
    message:
      'Wegen einer Baustelle auf der A7 verschiebt sich der Zustieg in Neumünster (Bahnhof, Busbucht 2) auf 7:40 Uhr. Alle anderen Zeiten bleiben.',
    group: 'journey',
    topic: 'reiseinfos',
    sentDaysAgo: 18,
  },
  {
    title: 'Wetter am Gardasee',
    short: 'Sonnig, bis 26 °C: Sonnencreme nicht vergessen!',
    message:
      'Für die nächsten Tage ist am Gardasee sonniges Wetter mit bis zu 26 °C angesagt. Abends wird es am Wasser kühler, eine leichte Jacke ist ratsam.',
    group: 'journey',
    sentDaysAgo: 15,
  },
  {
    title: 'Ausflug Verona: Treffpunkt Hotel',
    short: 'Heute 9:00 Uhr vor dem Hoteleingang.',
    message:
      'Der Bus nach Verona fährt heute um 9:00 Uhr vor dem Hoteleingang ab. Die Stadtführung beginnt um 10:30 Uhr an der Arena.',
    group: 'bus',
    sentDaysAgo: 14,
  },
  {
    title: 'Pause an der Raststätte',
    short: '30 Minuten Pause an der Raststätte Holledau.',
    message:
      'Wir machen 30 Minuten Pause an der Raststätte Holledau. Weiterfahrt um 12:15 Uhr – bitte pünktlich zurück am Bus sein.',
    group: 'bus',
    sentDaysAgo: 13,
  },
  {
    title: 'Frühbucherrabatt Sommer 2027',
    short: 'Bis 31.01. buchen und 10 % sparen.',
    message:
      'Unsere Sommerreisen 2027 sind da! Wer bis zum 31. Januar bucht, spart 10 % auf alle Busreisen nach Italien, Kroatien und Österreich.',
    link: 'https://www.reisen-beispiel.example/sommer-2027',
    group: 'all',
    topic: 'angebote',
    sentDaysAgo: 12,
  },
  {
    title: 'Wie war Ihre Reise?',
    short: 'Zwei Minuten für unsere Umfrage – danke!',
    message:
      'Wir möchten noch besser werden. Bitte nehmen Sie sich zwei Minuten Zeit für unsere Umfrage zu Ihrer letzten Reise.',
    link: 'https://www.reisen-beispiel.example/umfrage',
    group: 'survey',
    topic: 'umfragen',
    sentDaysAgo: 10,
  },
  {
    title: 'Fotowettbewerb: die schönsten Urlaubsbilder',
    short: 'Laden Sie Ihr bestes Reisefoto hoch und gewinnen Sie.',
    message:
      'Zeigen Sie uns Ihr schönstes Urlaubsfoto! Unter allen Einsendungen bis Monatsende verlosen wir einen Reisegutschein über 250 €.',
    group: 'all',
    topic: 'gewinnspiele',
    sentDaysAgo: 8,
  },
  {
    title: 'Dienstplan Dezember online',
    short: 'Der Dienstplan für Dezember steht in der Fahrer-App.',
    message:
      'Liebe Fahrerinnen und Fahrer, der Dienstplan für Dezember ist online. Bitte prüfen Sie Ihre Touren bis Freitag.',
    group: 'drivers',
    sentDaysAgo: 6,
  },
  {
    title: 'Rückfahrt: Ankunft gegen 19 Uhr',
    short: 'Wir sind voraussichtlich um 19:00 Uhr am ZOB.',
    message:
      'Die Rückfahrt verläuft planmäßig. Wir erreichen den ZOB voraussichtlich gegen 19:00 Uhr. Vielen Dank, dass Sie mit uns gereist sind!',
    group: 'journey',
    sentDaysAgo: 4,
  },
  {
    title: 'Weihnachtsmärkte 2026',
    short: 'Noch Plätze frei: Dresden, Nürnberg, Straßburg.',
    message:
      'Für unsere Weihnachtsmarktfahrten nach Dresden, Nürnberg und Straßburg sind noch Plätze frei. Jetzt in der App oder im Reisebüro buchen.',
    link: 'https://www.reisen-beispiel.example/advent',
    group: 'all',
    topic: 'angebote',
    sentDaysAgo: 2,
  },
  {
    title: 'Glatteis: bitte Winterschuhe',
    short: 'Am Zielort wird es glatt – festes Schuhwerk mitnehmen.',
    message:
      'Am Zielort sind für die Reisetage Frost und Glätte angesagt. Bitte packen Sie feste Winterschuhe und warme Kleidung ein.',
    group: 'journey',
    topic: 'reiseinfos',
    sentDaysAgo: 1,
  },
  {
    title: 'Abfahrt verschoben auf 7:30 Uhr',
    short: 'Die Abfahrt verschiebt sich um 30 Minuten.',
    message:
      'Wegen einer Fahrzeugumstellung verschiebt sich die Abfahrt auf 7:30 Uhr. Der Treffpunkt bleibt unverändert.',
    group: 'journey',
    topic: 'reiseinfos',
  },
  {
    title: 'Zimmerverteilung im Hotel',
    short: 'Die Zimmerschlüssel erhalten Sie im Bus.',
    message:
      'Damit es im Hotel schneller geht, verteilt unsere Reiseleitung die Zimmerschlüssel bereits kurz vor der Ankunft im Bus.',
    group: 'bus',
  },
  {
    title: 'Silvesterreise Wien',
    short: 'Walzer, Feuerwerk und Neujahrskonzert – jetzt buchen.',
    message:
      'Feiern Sie den Jahreswechsel in Wien: 4 Tage mit Silvestergala, Stadtrundfahrt und Übertragung des Neujahrskonzerts.',
    link: 'https://www.reisen-beispiel.example/silvester-wien',
    group: 'all',
    topic: 'angebote',
  },
  {
    title: 'Gewinner des Fotowettbewerbs',
    short: 'Die Gewinnerbilder sind jetzt in der App zu sehen.',
    message:
      'Vielen Dank für über 300 Einsendungen! Die Gewinnerinnen und Gewinner sind benachrichtigt, die schönsten Bilder sehen Sie jetzt in der App.',
    group: 'all',
    topic: 'gewinnspiele',
  },
  {
    title: 'Umfrage: Ihre Wunschziele 2027',
    short: 'Wohin soll es im nächsten Jahr gehen?',
    message:
      'Helfen Sie uns bei der Planung: Welche Ziele wünschen Sie sich für 2027? Die Umfrage dauert etwa drei Minuten.',
    group: 'survey',
    topic: 'umfragen',
  },
  {
    title: 'Schulung Fahrtenschreiber',
    short: 'Pflichtschulung am 15. Januar im Betriebshof.',
    message:
      'Die jährliche Schulung zum digitalen Fahrtenschreiber findet am 15. Januar um 9:00 Uhr im Betriebshof statt. Teilnahme ist Pflicht.',
    group: 'drivers',
  },
  {
    title: 'Programmänderung Tag 3',
    short: 'Die Schifffahrt findet am Vormittag statt.',
    message:
      'Wegen der Wettervorhersage tauschen wir das Programm an Tag 3: die Schifffahrt findet am Vormittag, die Stadtführung am Nachmittag statt.',
    group: 'journey',
  },
  {
    title: 'Osterreisen 2027 sind buchbar',
    short: 'Frühling am Gardasee, in Südtirol und an der Côte d’Azur.',
    message: 'Unsere Osterreisen 2027 sind ab sofort buchbar – mit Frühbucherpreisen bis Ende Februar.',
    link: 'https://www.reisen-beispiel.example/ostern-2027',
    group: 'all',
    topic: 'angebote',
  },
];
