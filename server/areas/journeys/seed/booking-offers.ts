import type { JourneyTemplate } from './journey-templates.ts';

/** What the booking engine offers with a demo journey: the departure airports of a flight and the bookable services. */

interface Airport {
  code: string;
  name: string;
  surcharge: number;
  departure_time: string;
}

interface BookingService {
  name: string;
  price: number;
  per: 'person' | 'booking';
  mandatory: boolean;
}

const AIRPORTS: Readonly<Record<string, Omit<Airport, 'surcharge' | 'departure_time'>>> = {
  HAM: { code: 'HAM', name: 'Hamburg' },
  HAJ: { code: 'HAJ', name: 'Hannover' },
  BRE: { code: 'BRE', name: 'Bremen' },
  DUS: { code: 'DUS', name: 'Düsseldorf' },
  FRA: { code: 'FRA', name: 'Frankfurt am Main' },
  MUC: { code: 'MUC', name: 'München' },
};

/** The first airport costs nothing extra; the others a surcharge, departing a little later in the morning. */
const SURCHARGES = [0, 35, 80] as const;
const DEPARTURES = ['07:15', '09:40', '11:05'] as const;

export function airportsOf(template: JourneyTemplate): Airport[] {
  if (template.transport !== 'flight') return [];
  return (template.airports ?? []).map((code, index) => ({
    ...AIRPORTS[code]!,
    surcharge: SURCHARGES[index] ?? 80,
    departure_time: DEPARTURES[index] ?? '11:05',
  }));
}

/** The fee everyone pays, by how the journey travels: taxes at the airport, port fees, spa tax and entrance fees. */
const MANDATORY: Readonly<Record<JourneyTemplate['transport'], BookingService>> = {
  bus: { name: 'Kurtaxe und Eintritte', price: 24, per: 'person', mandatory: true },
  ship: { name: 'Hafengebühren', price: 45, per: 'person', mandatory: true },
  flight: { name: 'Flughafensteuern und Sicherheitsgebühren', price: 69, per: 'person', mandatory: true },
};

const OPTIONAL: Readonly<Record<JourneyTemplate['transport'], readonly BookingService[]>> = {
  bus: [
    { name: 'Sitzplatzreservierung Reihe 1–3', price: 15, per: 'person', mandatory: false },
    { name: 'Parkplatz am Zustieg', price: 30, per: 'booking', mandatory: false },
  ],
  ship: [
    { name: 'Getränkepaket an Bord', price: 119, per: 'person', mandatory: false },
    { name: 'Transfer zum Hafen', price: 39, per: 'person', mandatory: false },
  ],
  flight: [
    { name: 'Rail & Fly 2. Klasse', price: 59, per: 'person', mandatory: false },
    { name: 'Zusätzliches Aufgabegepäck (23 kg)', price: 50, per: 'person', mandatory: false },
  ],
};

/**
 * Every journey offers an excursion package after its first highlight and its transport's extras;
 * all but every fifth template also a mandatory fee, so that the demo shows journeys without one.
 */
export function bookingServicesOf(template: JourneyTemplate, position: number): BookingService[] {
  const [highlight] = template.highlights;
  const excursion: BookingService[] = highlight
    ? [{ name: `Ausflugspaket: ${highlight}`, price: 49, per: 'person', mandatory: false }]
    : [];
  const mandatory = position % 5 === 4 ? [] : [MANDATORY[template.transport]];
  return [...mandatory, ...excursion, ...OPTIONAL[template.transport]];
}
