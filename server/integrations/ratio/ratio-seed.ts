import { privateMailDomains } from '../../areas/customers/seed/customers.ts';
import { busTours } from '../../areas/processes/seed/processes.ts';
import { seededRandom, type Random } from '../../db/seed/random.ts';
import { SEED, seededFaker } from '../../db/seed/seed-faker.ts';
import type {
  RatioAddress,
  RatioAgency,
  RatioBoardingEntry,
  RatioBulkInvoice,
  RatioParticipant,
  RatioProcess,
  RatioQuota,
  RatioStatus,
  RatioTransport,
  RatioTravelStop,
} from './ratio-system.ts';
import { emptyParticipantFields } from './ratio-system.ts';

/** A date (Termin) as the emulator holds it: always with its bus. */
export interface StoredDate {
  id: number;
  reise: string;
  titel: string;
  beginn: string;
  ende: string;
  plaetze: number;
  transport: RatioTransport;
}

/** Everything the emulated Ratio knows; participants keep no boarding entries, those are `boarding`'s. */
export interface RatioState {
  agencies: RatioAgency[];
  addresses: Map<string, RatioAddress>;
  dates: Map<number, StoredDate>;
  stops: Map<number, RatioTravelStop>;
  quotas: Map<number, RatioQuota>;
  processes: Map<number, Omit<RatioProcess, 'teilnehmer'>>;
  participants: Map<number, Omit<RatioParticipant, 'zustiege'>>;
  boarding: Map<number, RatioBoardingEntry>;
  bulkInvoices: Map<string, RatioBulkInvoice>;
  /** The next kennziffer and boarding entry number Ratio assigns. */
  next: { kennziffer: number; boardingEntry: number };
}

export const DEMO_RATIO_ADDRESSES = 300;
export const DEMO_RATIO_PROCESSES = 400;
export const FIRST_KENNZIFFER = 100_001;
export const FIRST_PROCESS_NR = 500_001;
const FIRST_DATE_ID = 7_001;
const FIRST_PARTICIPANT_NR = 900_001;
/** When the demo addresses were last changed, as Ratio stamps them. */
const SEEDED_CHANGE = '2026-10-01T08:00:00.000Z';

/** One agency in each country agencies book in (spec 1 §9); the first is the demo agency. */
const AGENCIES: readonly Omit<RatioAgency, 'id'>[] = [
  {
    name: 'Reisebüro Sonnenschein',
    strasse: 'Am Sande 12',
    plz: '21335',
    ort: 'Lüneburg',
    land: 'DE',
    telefon: '+49 4131 240 310',
    email: 'info@rb-sonnenschein.example',
    stornoEmail: 'storno@rb-sonnenschein.example',
  },
  {
    name: 'Reisewelt Alpenblick',
    strasse: 'Maria-Theresien-Straße 18',
    plz: '6020',
    ort: 'Innsbruck',
    land: 'AT',
    telefon: '+43 512 573 880',
    email: 'buchung@alpenblick-reisen.example',
    stornoEmail: null,
  },
  {
    name: 'Reisebüro Rheinfall',
    strasse: 'Vordergasse 31',
    plz: '8200',
    ort: 'Schaffhausen',
    land: 'CH',
    telefon: '+41 52 625 41 00',
    email: 'kontakt@rheinfall-reisen.example',
    stornoEmail: 'storno@rheinfall-reisen.example',
  },
  {
    name: 'Reisebüro Dolomiten',
    strasse: 'Laubengasse 45',
    plz: '39100',
    ort: 'Bozen',
    land: 'IT',
    telefon: '+39 0471 978 200',
    email: 'info@dolomiten-reisen.example',
    stornoEmail: null,
  },
  {
    name: 'Reisbureau De Molen',
    strasse: 'Lomstraat 20',
    plz: '5911 EE',
    ort: 'Venlo',
    land: 'NL',
    telefon: '+31 77 351 42 00',
    email: 'reizen@demolen.example',
    stornoEmail: 'annulering@demolen.example',
  },
  {
    name: 'Reisebüro Ostbelgien',
    strasse: 'Klötzerbahn 8',
    plz: '4700',
    ort: 'Eupen',
    land: 'BE',
    telefon: '+32 87 55 33 10',
    email: 'service@ostbelgien-reisen.example',
    stornoEmail: null,
  },
];

/** Boarding points of a bus operator in central Germany, in the order a bus picks up. */
const STOPS = [
  { ort: 'Halle (Saale)', bezeichnung: 'Hauptbahnhof, Ernst-Kamieth-Straße' },
  { ort: 'Merseburg', bezeichnung: 'Busbahnhof' },
  { ort: 'Leipzig', bezeichnung: 'Hauptbahnhof Ostseite' },
  { ort: 'Weißenfels', bezeichnung: 'Marktplatz' },
  { ort: 'Naumburg', bezeichnung: 'ZOB' },
  { ort: 'Bitterfeld', bezeichnung: 'Bahnhof' },
  { ort: 'Dessau-Roßlau', bezeichnung: 'Hauptbahnhof' },
  { ort: 'Magdeburg', bezeichnung: 'ZOB' },
] as const;

const BUSES = [
  { bezeichnung: 'Setra S 516 HDH', plaetze: 49 },
  { bezeichnung: 'Mercedes-Benz Tourismo', plaetze: 53 },
  { bezeichnung: 'MAN Lion’s Coach', plaetze: 44 },
] as const;

const CABIN_GROUPS = ['DZ', 'EZ', 'DZ Balkon', 'A2', 'B4'];
/** Status weights: mostly firm bookings, every status present. */
const STATUS_POOL: readonly RatioStatus[] = [4, 4, 4, 4, 4, 4, 1, 1, 2, 2, 3, 5, 5, 0];

const iso = (date: Date) => date.toISOString().slice(0, 10);
const germanDate = (isoDate: string) => `${isoDate.slice(8, 10)}.${isoDate.slice(5, 7)}.${isoDate.slice(0, 4)}`;
const addDays = (isoDate: string, days: number) => iso(new Date(Date.parse(isoDate) + days * 86_400_000));

/** A journey's code in Ratio: `GARD07` for the seventh tour, "Gardasee Frühling". */
const journeyCode = (title: string, index: number) =>
  `${title
    .replace(/[^A-Za-zÄÖÜäöü]/g, '')
    .slice(0, 4)
    .toUpperCase()
    .replace(/Ä/g, 'A')
    .replace(/Ö/g, 'O')
    .replace(/Ü/g, 'U')}${String(index + 1).padStart(2, '0')}`;

function buildAddresses(random: Random): RatioAddress[] {
  const faker = seededFaker(SEED + 190);
  return Array.from({ length: DEMO_RATIO_ADDRESSES }, (_, index) => {
    const female = random.chance(0.55);
    const firstName = faker.person.firstName(female ? 'female' : 'male');
    const lastName = faker.person.lastName();
    return {
      kennziffer: String(FIRST_KENNZIFFER + index),
      code: random.chance(0.2) ? `STAMM${String(index + 1).padStart(4, '0')}` : null,
      anrede: female ? 'Frau' : 'Herr',
      titel: random.chance(0.08) ? random.pick(['Dr.', 'Prof.', 'Prof. Dr.']) : null,
      name1: lastName.slice(0, 30),
      name2: firstName.slice(0, 30),
      name3: null,
      strasse: `${faker.location.street()} ${faker.location.buildingNumber()}`,
      plz: faker.location.zipCode('#####'),
      ort: faker.location.city(),
      land: 'D',
      telefon: random.chance(0.8) ? faker.phone.number() : null,
      mobil: random.chance(0.5) ? `01${random.between(51, 79)} ${random.between(1_000_000, 9_999_999)}` : null,
      email: random.chance(0.7)
        ? faker.internet
            .email({ firstName, lastName, provider: faker.helpers.arrayElement(privateMailDomains) })
            .toLowerCase()
        : null,
      geburtstag: iso(faker.date.birthdate({ mode: 'age', min: 25, max: 88, refDate: '2026-11-01' })),
      agentur: random.chance(0.35) ? random.between(1, AGENCIES.length) : null,
      newsletter: random.chance(0.4),
      dsgvo1: random.chance(0.9),
      geaendert: SEEDED_CHANGE,
    };
  });
}

function buildDates(random: Random): StoredDate[] {
  let id = FIRST_DATE_ID;
  return busTours.flatMap((tour, index) => {
    const reise = journeyCode(tour.title, index);
    return [2026, 2027].flatMap((year) =>
      Array.from({ length: random.between(1, 2) }, () => {
        const month = random.pick(tour.months);
        const beginn = iso(
          new Date(Date.UTC(year, month - 1, tour.days ? random.pick(tour.days) : random.between(1, 28))),
        );
        const bus = random.pick(BUSES);
        return {
          id: id++,
          reise,
          titel: tour.title,
          beginn,
          ende: addDays(beginn, tour.duration - 1),
          plaetze: bus.plaetze,
          transport: {
            art: 'Bus' as const,
            bezeichnung: bus.bezeichnung,
            kennzeichen: `HAL-RB ${random.between(100, 999)}`,
            plaetze: bus.plaetze,
          },
        };
      }),
    );
  });
}

function buildStops(random: Random, dates: readonly StoredDate[]): RatioTravelStop[] {
  let id = 1;
  return dates.flatMap((date) => {
    const first = random.between(0, 2);
    const count = random.between(4, 6);
    return STOPS.slice(first, first + count).map((stop, index) => ({
      id: id++,
      terminId: date.id,
      reise: date.reise,
      haltestelle: index + 1,
      ...stop,
      hinZeit: `${String(5 + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 === 0 ? '00' : '30'}`,
      rueckZeit: `${String(19 + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 === 0 ? '15' : '45'}`,
    }));
  });
}

function buildQuotas(random: Random, dates: readonly StoredDate[]): RatioQuota[] {
  let id = 1;
  return dates.flatMap((date) => {
    const rooms = random.between(18, 30);
    return [
      { art: 'Bus' as const, bezeichnung: date.transport.bezeichnung, gesamt: date.plaetze },
      { art: 'Hotel' as const, bezeichnung: 'Doppelzimmer', gesamt: rooms },
      { art: 'Hotel' as const, bezeichnung: 'Einzelzimmer', gesamt: Math.ceil(rooms / 4) },
    ].map((quota) => ({
      id: id++,
      reise: date.reise,
      terminId: date.id,
      ...quota,
      gebucht: 0,
      frei: quota.gesamt,
      beginn: germanDate(date.beginn),
      ende: germanDate(date.ende),
    }));
  });
}

const age = (birthday: string | null, on: string) =>
  birthday === null
    ? null
    : Number(on.slice(0, 4)) - Number(birthday.slice(0, 4)) - (on.slice(5) < birthday.slice(5) ? 1 : 0);

/**
 * The emulated Ratio's data, the same on every call: 6 agencies, 300 addresses, two to four dates of
 * each demo bus tour with their stops, buses and quotas, 400 processes in every status with 1 to 6
 * participants each (seats, cabins, boarding entries at the date's stops) and the agencies' bulk invoices.
 */
export function seedRatioState(): RatioState {
  const random = seededRandom(SEED + 191);
  const agencies = AGENCIES.map((agency, index) => ({ id: index + 1, ...agency }));
  const addressList = buildAddresses(random);
  const dates = buildDates(random);
  const stops = buildStops(random, dates);
  const quotas = buildQuotas(random, dates);
  const state: RatioState = {
    agencies,
    addresses: new Map(addressList.map((address) => [address.kennziffer, address])),
    dates: new Map(dates.map((date) => [date.id, date])),
    stops: new Map(stops.map((stop) => [stop.id, stop])),
    quotas: new Map(quotas.map((quota) => [quota.id, quota])),
    processes: new Map(),
    participants: new Map(),
    boarding: new Map(),
    bulkInvoices: new Map(),
    next: { kennziffer: FIRST_KENNZIFFER + DEMO_RATIO_ADDRESSES, boardingEntry: 1 },
  };
  const seatsTaken = new Map<number, number>();
  let participantNr = FIRST_PARTICIPANT_NR;
  let invoice = 26_000;

  for (let index = 0; index < DEMO_RATIO_PROCESSES; index += 1) {
    const nr = FIRST_PROCESS_NR + index;
    const date = random.pick(dates);
    const booker = random.pick(addressList);
    const status = index < 6 ? (index as RatioStatus) : random.pick(STATUS_POOL);
    const count = random.pick([1, 2, 2, 2, 2, 3, 4, 5, 6]);
    const tour = busTours.find((each) => each.title === date.titel);
    const dateStops = stops.filter((stop) => stop.terminId === date.id);
    const cabin = random.chance(0.2) ? random.pick(CABIN_GROUPS) : null;
    state.processes.set(nr, {
      nr,
      kennziffer: booker.kennziffer,
      agentur: booker.agentur,
      reise: date.reise,
      terminId: date.id,
      titel: date.titel,
      status,
      preis: (tour?.price ?? 499) * count,
      waehrung: 'EUR',
      beginn: date.beginn,
      ende: date.ende,
      gebucht: `${addDays(date.beginn, -random.between(20, 200))}T${String(random.between(8, 17)).padStart(2, '0')}:${String(random.between(0, 59)).padStart(2, '0')}:00.000Z`,
      rechnungsnr:
        status === 4 || (status === 5 && random.chance(0.5)) ? `RE-${(invoice += random.between(1, 3))}` : null,
    });
    for (let position = 0; position < count; position += 1) {
      const person = position === 0 ? booker : random.chance(0.85) ? random.pick(addressList) : null;
      const taken = seatsTaken.get(date.id) ?? 0;
      const seat = status !== 5 && taken < date.plaetze ? String(taken + 1) : null;
      if (seat !== null) seatsTaken.set(date.id, taken + 1);
      const nrOfParticipant = participantNr++;
      state.participants.set(nrOfParticipant, {
        ...emptyParticipantFields(),
        nr: nrOfParticipant,
        vorgangnr: nr,
        kennziffer: person?.kennziffer ?? '',
        anrede: person?.anrede ?? random.pick(['Herr', 'Frau']),
        name: person ? `${person.name1}, ${person.name2}` : `Mitreisende(r) ${position + 1}`,
        name1: person?.name1 ?? null,
        name2: person?.name2 ?? null,
        titel: person?.titel ?? null,
        geburtstag: person?.geburtstag ?? null,
        jahre: age(person?.geburtstag ?? null, date.beginn),
        nation: 'deutsch',
        status: status === 5 ? 'storniert' : 'OK',
        sitzhin: seat,
        sitzrueck: seat,
        kabinengruppe: cabin,
        leistungen: `Busfahrt im ${date.transport.bezeichnung}; ${Math.max(0, (tour?.duration ?? 1) - 1)}x Übernachtung mit Frühstück; Reiseleitung`,
        reservierungsnr: `R${nr}-${position + 1}`,
      });
      const stop = dateStops.length > 0 && status !== 0 ? random.pick(dateStops) : undefined;
      if (stop)
        for (const richtung of ['H', 'R'] as const) {
          const entry = state.next.boardingEntry++;
          state.boarding.set(entry, {
            nr: entry,
            teilnehmerNr: nrOfParticipant,
            haltestelle: stop.haltestelle,
            richtung,
            transport_type: 'Bus',
            platznummer: seat,
          });
        }
    }
  }
  bookQuotas(state);
  addBulkInvoices(state, random);
  return state;
}

/** Counts each date's participants of processes not cancelled into its bus quota. */
function bookQuotas(state: RatioState) {
  for (const quota of state.quotas.values()) {
    if (quota.art !== 'Bus') continue;
    const processes = new Set(
      [...state.processes.values()]
        .filter((each) => each.terminId === quota.terminId && each.status !== 5)
        .map((each) => each.nr),
    );
    quota.gebucht = [...state.participants.values()].filter((each) => processes.has(each.vorgangnr)).length;
    quota.frei = Math.max(0, quota.gesamt - quota.gebucht);
  }
}

/** Two or three bulk invoices per agency over its invoiced processes. */
function addBulkInvoices(state: RatioState, random: Random) {
  let number = 1;
  for (const agency of state.agencies) {
    const invoiced = [...state.processes.values()].filter(
      (each) => each.agentur === agency.id && each.rechnungsnr !== null,
    );
    const parts = random.between(2, 3);
    for (let part = 0; part < parts; part += 1) {
      const processes = invoiced.filter((_, index) => index % parts === part);
      if (processes.length === 0) continue;
      const sammelRechnungNr = `SR-2026-${String(number++).padStart(4, '0')}`;
      state.bulkInvoices.set(sammelRechnungNr, {
        sammelRechnungNr,
        agentur: agency.id,
        datum: `2026-${String(3 + part * 3).padStart(2, '0')}-28`,
        vorgaenge: processes.map((each) => each.nr),
        betrag: processes.reduce((sum, each) => sum + each.preis, 0),
        waehrung: 'EUR',
      });
    }
  }
}
