/**
 * The demo boarding points: coach pick-up places in northern, western and southern Germany, each with
 * its coordinates and its minutes before (negative) or after the departure, out and back; and the
 * six groups (coach lines) that take them in order. Each street is unique: it is the seed's key.
 */
interface DemoPoint {
  street: string;
  stop: string;
  zip: string;
  place: string;
  out: number;
  back: number;
  lat: number;
  lon: number;
}

const p = (
  place: string,
  street: string,
  zip: string,
  stop: string,
  out: number,
  lat: number,
  lon: number,
): DemoPoint => ({ place, street, zip, stop, out, back: -out, lat, lon });

export const demoBoardingPoints: readonly DemoPoint[] = [
  p('Hamburg', 'ZOB Hamburg, Adenauerallee 78', '20097', 'HH01', 0, 53.5522, 10.0114),
  p('Hamburg', 'Hamburg-Harburg, Bahnhofsvorplatz', '21073', 'HH02', 25, 53.4566, 9.9914),
  p('Lüneburg', 'Lüneburg, ZOB am Bahnhof', '21335', 'LG01', 50, 53.2496, 10.4198),
  p('Uelzen', 'Uelzen, Hundertwasser-Bahnhof', '29525', 'UE01', 80, 52.9668, 10.5569),
  p('Celle', 'Celle, Bahnhofstraße 1', '29221', 'CE01', 110, 52.6211, 10.0614),
  p('Hannover', 'Hannover Hbf, ZOB Rundestraße', '30161', 'H01', 140, 52.3788, 9.7417),
  p('Hildesheim', 'Hildesheim Hbf, Bernwardstraße', '31134', 'HI01', 170, 52.1605, 9.9536),
  p('Göttingen', 'Göttingen, ZOB Bahnhofsallee', '37081', 'GÖ01', 220, 51.5368, 9.9267),
  p('Kiel', 'Kiel, ZOB Kaistraße', '24114', 'KI01', 0, 54.3144, 10.1318),
  p('Neumünster', 'Neumünster, Bahnhof Ostseite', '24534', 'NMS01', 30, 54.0745, 9.9679),
  p('Lübeck', 'Lübeck, ZOB Hansestraße', '23558', 'HL01', 60, 53.8672, 10.6698),
  p('Bad Oldesloe', 'Bad Oldesloe, Bahnhof', '23843', 'OD01', 85, 53.8088, 10.3728),
  p('Bremen', 'Bremen, ZOB Breitenweg', '28195', 'HB01', 0, 53.0838, 8.8139),
  p('Oldenburg', 'Oldenburg, ZOB Hbf Süd', '26122', 'OL01', 40, 53.1437, 8.2221),
  p('Osnabrück', 'Osnabrück Hbf, Theodor-Heuss-Platz', '49074', 'OS01', 110, 52.2728, 8.0617),
  p('Münster', 'Münster Hbf, Bremer Platz', '48155', 'MS01', 150, 51.9567, 7.6355),
  p('Berlin', 'ZOB Berlin, Masurenallee 4', '14057', 'B01', 0, 52.5075, 13.2797),
  p('Berlin', 'Berlin Südkreuz, Hildegard-Knef-Platz', '10829', 'B02', 30, 52.4754, 13.3656),
  p('Potsdam', 'Potsdam Hbf, Babelsberger Straße', '14473', 'P01', 50, 52.3917, 13.0669),
  p('Magdeburg', 'Magdeburg, ZOB Willy-Brandt-Platz', '39104', 'MD01', 130, 52.1302, 11.6271),
  p('Leipzig', 'Leipzig Hbf, Ostseite Brandenburger Straße', '04103', 'L01', 0, 51.3453, 12.3838),
  p('Halle (Saale)', 'Halle (Saale), Busbahnhof Riebeckplatz', '06110', 'HAL01', 35, 51.4777, 11.9877),
  p('Dresden', 'Dresden Hbf, Bayrische Straße', '01069', 'DD01', 0, 51.0397, 13.7325),
  p('Chemnitz', 'Chemnitz, Zentralhaltestelle', '09111', 'C01', 60, 50.8337, 12.9203),
  p('Köln', 'Köln, Fernbusbahnhof Flughafen', '51147', 'K01', 0, 50.8785, 7.1215),
  p('Köln', 'Köln Hbf, Breslauer Platz', '50668', 'K02', 20, 50.9436, 6.9603),
  p('Düsseldorf', 'Düsseldorf, ZOB Worringer Straße', '40210', 'D01', 50, 51.2215, 6.7931),
  p('Duisburg', 'Duisburg Hbf, Portsmouthplatz', '47051', 'DU01', 75, 51.4297, 6.7747),
  p('Essen', 'Essen Hbf, Freiheit Südseite', '45128', 'E01', 95, 51.4508, 7.0136),
  p('Dortmund', 'Dortmund, Fernbusbahnhof Steinstraße', '44147', 'DO01', 120, 51.5191, 7.4577),
  p('Frankfurt am Main', 'Frankfurt am Main Hbf, Stuttgarter Straße', '60329', 'F01', 0, 50.1049, 8.6664),
  p('Darmstadt', 'Darmstadt Hbf, Westseite', '64295', 'DA01', 30, 49.8726, 8.6293),
  p('Mannheim', 'Mannheim Hbf, Fernbushaltestelle', '68161', 'MA01', 70, 49.4786, 8.4698),
  p('Karlsruhe', 'Karlsruhe Hbf, Südausgang', '76137', 'KA01', 110, 48.9931, 8.4018),
  p('Stuttgart', 'Stuttgart Flughafen/Messe, SAB', '70629', 'S01', 0, 48.6889, 9.1922),
  p('Ulm', 'Ulm, ZOB Friedrich-Ebert-Straße', '89073', 'UL01', 60, 48.3985, 9.9838),
  p('Augsburg', 'Augsburg, Fernbushalt Dieselstraße', '86154', 'A01', 100, 48.3797, 10.8794),
  p('München', 'München ZOB, Hackerbrücke 4', '80335', 'M01', 0, 48.1424, 11.5497),
  p('München', 'München-Fröttmaning, Fernbushalt', '80939', 'M02', 20, 48.2117, 11.6163),
  p('Rosenheim', 'Rosenheim, Busbahnhof Lokschuppen', '83022', 'RO01', 55, 47.8558, 12.1215),
];

export const demoBoardingGroups: readonly { name: string; streets: readonly string[] }[] = [
  {
    name: 'Linie Nord: Hamburg – Hannover – Göttingen',
    streets: demoBoardingPoints.slice(0, 8).map((point) => point.street),
  },
  {
    name: 'Linie Schleswig-Holstein: Kiel – Lübeck – Hamburg',
    streets: [...demoBoardingPoints.slice(8, 12).map((point) => point.street), demoBoardingPoints[0]!.street],
  },
  {
    name: 'Linie Weser-Ems: Bremen – Osnabrück – Münster',
    streets: demoBoardingPoints.slice(12, 16).map((point) => point.street),
  },
  {
    name: 'Linie Ost: Berlin – Leipzig – Dresden',
    streets: demoBoardingPoints.slice(16, 24).map((point) => point.street),
  },
  {
    name: 'Linie West: Köln – Ruhrgebiet',
    streets: demoBoardingPoints.slice(24, 30).map((point) => point.street),
  },
  {
    name: 'Linie Süd: Frankfurt – Stuttgart – München',
    streets: demoBoardingPoints.slice(30, 40).map((point) => point.street),
  },
];
