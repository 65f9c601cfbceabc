import { demoImage } from '../../../db/seed/demo-images.ts';
import { slugify } from '../../../db/seed/slug.ts';
import { airportsOf, bookingServicesOf } from './booking-offers.ts';
import type { JourneyTemplate } from './journey-templates.ts';

type Row = Record<string, unknown>;

/** The ids the journeys refer to, by the names the other seeds give them; what is missing is left out. */
export interface JourneyReferences {
  categories: ReadonlyMap<string, number>;
  countries: ReadonlyMap<string, number>;
  organizations: ReadonlyMap<string, number>;
  hotels: ReadonlyMap<string, number>;
  boardingGroups: ReadonlyMap<string, { id: number; points: readonly number[] }>;
}

/** Each journey is sold in three editions: the full tour in 2026 and 2027, and a shorter one in 2027. */
const EDITIONS = [
  { year: 2026, suffix: '2026', short: false },
  { year: 2027, suffix: '2027', short: false },
  { year: 2027, suffix: 'kompakt 2027', short: true },
] as const;

const GUIDES = ['Anke Schröder', 'Peter Lindner', 'Katrin Vogel', 'Jürgen Hartmann', 'Monika Schulze'];
const TRANSPORT = { bus: 'Reisebus', ship: 'Flussschiff', flight: 'Flugzeug' } as const;
const DEPARTURE = { bus: '06:30', ship: '07:00', flight: null } as const;
const RETURN = { bus: '20:00', ship: '19:30', flight: null } as const;
const CONTINGENT = { bus: 40, ship: 60, flight: 25 } as const;

const pad = (value: number) => String(value).padStart(2, '0');
const day = (year: number, month: number, date: number) => {
  const moment = new Date(Date.UTC(year, month - 1, date));
  return `${moment.getUTCFullYear()}-${pad(moment.getUTCMonth() + 1)}-${pad(moment.getUTCDate())}`;
};
const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const ids = <T>(names: readonly string[], found: ReadonlyMap<string, T>) =>
  names.flatMap((name) => (found.has(name) ? [found.get(name) as T] : []));

/** Three departures a week apart in the edition's month, the later ones a little dearer. */
function datesOf(template: JourneyTemplate, code: string, year: number, month: number, days: number, price: number) {
  return [0, 1, 2].map((index) => {
    const from = day(year, month, 3 + index * 7);
    return {
      code: `${code}${index + 1}`,
      from,
      till: day(year, month, 3 + index * 7 + days - 1),
      price: price + index * 30,
      price_description: 'pro Person im Doppelzimmer',
      additional_price: Math.round(price * 0.18),
      contingent: CONTINGENT[template.transport],
      external_counter: (index * 7) % CONTINGENT[template.transport],
      departure_time: DEPARTURE[template.transport],
      return_time: RETURN[template.transport],
      active: true,
    };
  });
}

function itineraryOf(template: JourneyTemplate, days: number) {
  const [home] = template.stops;
  return Array.from({ length: days }, (_, index) => {
    const [place, latitude, longitude] = template.stops[index % template.stops.length] ?? home!;
    const highlight = template.highlights[(index - 1) % template.highlights.length];
    if (index === 0)
      return {
        title: `1. Tag: Anreise nach ${place}`,
        text: `Anreise mit ${TRANSPORT[template.transport]}.`,
        place,
        latitude,
        longitude,
      };
    if (index === days - 1)
      return { title: `${days}. Tag: Heimreise`, text: 'Nach dem Frühstück Heimreise.', place, latitude, longitude };
    return {
      title: `${index + 1}. Tag: ${place}`,
      text: highlight ? `Heute erleben Sie: ${highlight}.` : null,
      place,
      latitude,
      longitude,
    };
  });
}

/**
 * The journey rows of one template, its three editions: the catalogue state, bookable status and
 * online flag vary with `position` (the template's place in the list), so that the demo catalogue
 * shows every state. Online journeys have a main image, as the rules want.
 */
export function journeyRows(template: JourneyTemplate, position: number, references: JourneyReferences): Row[] {
  const slug = slugify(template.title);
  const prefix = slug
    .replace(/[^a-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
  const groups = ids(template.boardingGroups, references.boardingGroups);
  return EDITIONS.map(({ year, suffix, short }, edition) => {
    const index = position * EDITIONS.length + edition;
    const days = short ? Math.max(2, template.days - 1) : template.days;
    const price = Math.round(template.price * (year === 2027 ? 1.04 : 1) * (short ? 0.85 : 1));
    const month = template.months[edition % template.months.length] ?? 6;
    const catalogueState = [4, position % 2 === 0 ? 4 : 3, position % 5][edition] ?? 0;
    const online = catalogueState === 4 && (position + edition) % 4 !== 3;
    const title = `${template.title} ${suffix}`;
    return {
      title,
      subtitle: template.subtitle,
      booking_id: `B-${26000 + index}`,
      external_id: null,
      code: `${prefix}-${String(year).slice(2)}${short ? 'K' : ''}`,
      kuschick_id: `KU-${4100 + index}`,
      pressmind_id: `PM-${100_000 + index * 7}`,
      min_participants: template.transport === 'flight' ? 10 : 20,
      bonus_points: Math.round(price / 10),
      id_loc_country: references.countries.get(template.country) ?? null,
      id_jrn_category: references.categories.get(template.category) ?? null,
      id_organizer: references.organizations.get(template.organizer) ?? null,
      contingent: CONTINGENT[template.transport] * 3,
      catalogue_state: catalogueState,
      bookable: online ? ([0, 4, 5, 1, 3][(position + edition) % 5] ?? 0) : 2,
      online,
      duration: days,
      duration_unit: 'day',
      tour_guide: GUIDES[index % GUIDES.length],
      recommendation_rate: 84 + (index % 15),
      star_rating: 3 + (index % 2),
      secret: false,
      teaser: template.teaser,
      introduction: `<p>${template.teaser}</p><p>${template.subtitle}: ${days} Tage mit ${TRANSPORT[template.transport]}.</p>`,
      itinerary: itineraryOf(template, days),
      services: list(template.included),
      included_services: list(template.included),
      optional_services: list([
        'Einzelzimmerzuschlag',
        'Reiserücktrittsversicherung',
        'Sitzplatzreservierung in Reihe 1–3',
      ]),
      highlights: list(template.highlights),
      notes: `<p>Mindestteilnehmerzahl ${template.transport === 'flight' ? 10 : 20} Personen. Änderungen im Programm vorbehalten.</p>`,
      hotel_description:
        template.hotels.length > 0 ? `<p>Sie wohnen im ${template.hotels.join(' und im ')}.</p>` : null,
      hotels: ids(template.hotels, references.hotels),
      dates: datesOf(template, `${prefix}${String(year).slice(2)}${pad(month)}`, year, month, days, price),
      images: [0, 1, 2].map((order) => ({
        ...demoImage(`${slug}-${edition}`, order),
        order,
        main: order === 0,
        status: 1,
      })),
      extras: [
        { label: 'Anreise', value: TRANSPORT[template.transport] },
        {
          label: 'Reisedokumente',
          value: template.country === 'DE' ? 'Personalausweis' : 'Gültiger Personalausweis oder Reisepass',
        },
      ],
      transport: template.transport,
      airports: airportsOf(template),
      booking_services: bookingServicesOf(template, position),
      boarding_points: [...new Set(groups.flatMap((group) => group.points))],
      boarding_groups: groups.map((group) => group.id),
      meta_title: title.slice(0, 60),
      meta_description: template.teaser.slice(0, 160),
      meta_keywords: [template.category, ...template.stops.map(([place]) => place)].join(', '),
      meta_canonical: null,
      censhare_status: catalogueState >= 3 ? 'completed' : 'open',
      print_locked: false,
    };
  });
}
