/** The demo ships and their routes: a Danube and a Rhine river ship and a Baltic sea ship. */

export const demoShips = [
  {
    name: 'MS Donauprinzessin',
    slug: 'ms-donauprinzessin',
    description: '<p>Flussschiff der 4-Sterne-Klasse für 180 Gäste, 110 m lang, Baujahr 2019.</p>',
    cabin_description: '<p>Außenkabinen mit 14 m², auf dem Mittel- und Oberdeck mit französischem Balkon.</p>',
    facilities: '<p>Panorama-Restaurant, Salon mit Bar, Sonnendeck mit Whirlpool, Fitnessraum, Bordshop.</p>',
    life_on_board: '<p>Bordsprache Deutsch, legere Kleidung, Kapitänsdinner am vorletzten Abend.</p>',
    excursion_info: '<p>Ausflüge in Wien, Budapest und Bratislava buchbar an Bord oder vorab im Reisebüro.</p>',
    important_info: '<p>Bei Hoch- oder Niedrigwasser können Routenänderungen nötig sein.</p>',
  },
  {
    name: 'MS Rheinperle',
    slug: 'ms-rheinperle',
    description: '<p>Modernes Flussschiff für 150 Gäste, 2021 in Dienst gestellt.</p>',
    cabin_description: '<p>Zweibettkabinen mit Dusche/WC, Klimaanlage, TV und Safe.</p>',
    facilities: '<p>Restaurant, Lounge mit Panoramafenstern, Sonnendeck mit Liegestühlen.</p>',
    life_on_board: '<p>Vollpension mit regionalen Weinen, abendliche Livemusik in der Lounge.</p>',
    excursion_info: '<p>Stadtführungen in Köln, Koblenz und Straßburg, Weinprobe in Rüdesheim.</p>',
    important_info: '<p>Personalausweis erforderlich; Landgänge auf eigene Gefahr.</p>',
  },
  {
    name: 'MS Baltic Star',
    slug: 'ms-baltic-star',
    description: '<p>Hochseeschiff für 420 Gäste, ideal für Ostseekreuzfahrten.</p>',
    cabin_description: '<p>Innen-, Außen- und Balkonkabinen, alle mit eigenem Bad.</p>',
    facilities: '<p>Zwei Restaurants, Theater, Spa mit Sauna, Pooldeck, Bibliothek.</p>',
    life_on_board: '<p>Zwei Tischzeiten am Abend, Tagesprogramm mit Vorträgen zu den Häfen.</p>',
    excursion_info: '<p>Landausflüge in Danzig, Klaipėda, Riga, Tallinn und Stockholm.</p>',
    important_info: '<p>Reisepass oder Personalausweis erforderlich; Seegang möglich.</p>',
  },
] as const;

export type ShipName = (typeof demoShips)[number]['name'];

export const demoRoutes: readonly {
  title: string;
  ship: ShipName;
  stations: { day: number; port: string; arrival: string | null; departure: string | null; excursion: string | null }[];
}[] = [
  {
    title: 'Donau-Klassiker: Passau – Wien – Budapest',
    ship: 'MS Donauprinzessin',
    stations: [
      { day: 1, port: 'Passau', arrival: null, departure: '17:00', excursion: null },
      { day: 2, port: 'Melk', arrival: '08:00', departure: '13:00', excursion: 'Besichtigung des Stifts Melk' },
      {
        day: 3,
        port: 'Wien',
        arrival: '07:00',
        departure: '23:00',
        excursion: 'Stadtrundfahrt und Schloss Schönbrunn',
      },
      { day: 4, port: 'Budapest', arrival: '12:00', departure: null, excursion: 'Lichterfahrt auf der Donau' },
      { day: 5, port: 'Budapest', arrival: null, departure: '12:00', excursion: 'Burgviertel und Fischerbastei' },
      { day: 6, port: 'Bratislava', arrival: '09:00', departure: '14:00', excursion: 'Altstadtrundgang' },
      { day: 7, port: 'Dürnstein', arrival: '10:00', departure: '16:00', excursion: 'Wachau-Weinprobe' },
      { day: 8, port: 'Passau', arrival: '09:00', departure: null, excursion: null },
    ],
  },
  {
    title: 'Romantischer Rhein: Köln – Straßburg – Köln',
    ship: 'MS Rheinperle',
    stations: [
      { day: 1, port: 'Köln', arrival: null, departure: '18:00', excursion: null },
      {
        day: 2,
        port: 'Koblenz',
        arrival: '08:00',
        departure: '13:00',
        excursion: 'Deutsches Eck und Festung Ehrenbreitstein',
      },
      {
        day: 2,
        port: 'Rüdesheim am Rhein',
        arrival: '19:00',
        departure: '23:00',
        excursion: 'Weinprobe in der Drosselgasse',
      },
      { day: 3, port: 'Mannheim', arrival: '09:00', departure: '13:00', excursion: 'Ausflug nach Heidelberg' },
      { day: 4, port: 'Straßburg', arrival: '08:00', departure: '18:00', excursion: 'Münster und Petite France' },
      { day: 5, port: 'Speyer', arrival: '08:00', departure: '12:00', excursion: 'Kaiserdom' },
      { day: 6, port: 'Köln', arrival: '10:00', departure: null, excursion: null },
    ],
  },
  {
    title: 'Ostsee-Perlen: Kiel – Danzig – Riga – Tallinn – Stockholm',
    ship: 'MS Baltic Star',
    stations: [
      { day: 1, port: 'Kiel', arrival: null, departure: '18:00', excursion: null },
      {
        day: 2,
        port: 'Danzig (Gdynia)',
        arrival: '12:00',
        departure: '20:00',
        excursion: 'Rechtstadt und Marienkirche',
      },
      { day: 3, port: 'Klaipėda', arrival: '09:00', departure: '17:00', excursion: 'Kurische Nehrung' },
      { day: 4, port: 'Riga', arrival: '10:00', departure: '19:00', excursion: 'Jugendstilviertel' },
      { day: 5, port: 'Tallinn', arrival: '08:00', departure: '17:00', excursion: 'Domberg und Altstadt' },
      { day: 6, port: 'Stockholm', arrival: '09:00', departure: '18:00', excursion: 'Gamla Stan und Vasa-Museum' },
      { day: 7, port: 'Auf See', arrival: null, departure: null, excursion: null },
      { day: 8, port: 'Kiel', arrival: '08:00', departure: null, excursion: null },
    ],
  },
];
