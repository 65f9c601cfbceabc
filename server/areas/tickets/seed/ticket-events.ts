import {
  berlinIso,
  DAY,
  germanDateTime,
  localDate,
  localTime,
  MINUTE,
  weekday,
  type LocalTime,
} from '../../../db/seed/berlin-time.ts';
import { placeholderImages } from './catalogue-rows.ts';
import { cents } from '../../../db/seed/cents.ts';
import { SEEDED_AT } from '../../../db/seed/demo-clock.ts';
import { seededRandom, shuffled, type Random } from '../../../db/seed/random.ts';
import { SEED } from '../../../db/seed/seed-faker.ts';
import { uniqueSlugs } from '../../../db/seed/slug.ts';
import {
  eventKinds,
  festivalCategories,
  festivals,
  readingBooks,
  readingCategories,
  readingVenues,
  type CategoryPlan,
} from './ticket-programme.ts';
import type {
  DatePriceRow,
  EventDateRow,
  EventRow,
  PriceCategoryRow,
  SalesCatalogue,
  Visibility,
} from './ticket-sales-rows.ts';
import { venueKinds } from './venues.ts';

export const DEMO_EVENTS = 40;
const ARTIST_EVENTS = DEMO_EVENTS - festivals.length - readingBooks.length;

const FIRST_SHOW = localTime('2026-05-22');
const LAST_ANCHOR = localTime('2027-05-31');

/** A date buyers could book, with what the orders need to know of it. */
export interface SaleDate {
  /** Positions (1-based) of the date and its event. */
  date: number;
  event: number;
  eventTitle: string;
  startsAt: LocalTime;
  entryFrom: LocalTime;
  onSaleFrom: LocalTime;
  /** 1 to 5: how many orders the event draws. */
  popularity: number;
  vatRate: number;
  prices: { category: number; title: string; price: number; personalised: boolean }[];
}

export interface DemoEvents {
  events: EventRow[];
  dates: EventDateRow[];
  categories: PriceCategoryRow[];
  datePrices: DatePriceRow[];
  /** The dates that were on sale, past and future. */
  sales: SaleDate[];
}

type Artist = SalesCatalogue['artists'][number];
type Location = SalesCatalogue['locations'][number];

interface EventPlan {
  title: string;
  artists: Artist[];
  genres: readonly string[];
  venues: readonly string[];
  firstDay: LocalTime;
  days: LocalTime[];
  startsAt: { weekday: string; weekend: string };
  duration: number;
  entryBefore: number;
  categories: readonly CategoryPlan[];
  vatRate: number;
  blurb: string;
}

const genreOf = (artist: Artist) => artist.short_description?.split(':')[0] ?? '';
const venueKindOf = (location: Location) => venueKinds.find((kind) => location.name.includes(kind.name))?.name;

function followingDays(random: Random, first: LocalTime, count: number, spacing: readonly number[]) {
  const days = [first];
  while (days.length < count) days.push((days.at(-1) as number) + random.pick(spacing) * DAY);
  return days;
}

function plans(catalogue: SalesCatalogue, random: Random): EventPlan[] {
  const active = catalogue.artists.filter((artist) => artist.active && eventKinds[genreOf(artist)]);
  const anchor = () => FIRST_SHOW + random.between(0, (LAST_ANCHOR - FIRST_SHOW) / DAY) * DAY;
  const byArtist = active.slice(0, ARTIST_EVENTS).map((artist): EventPlan => {
    const kind = eventKinds[genreOf(artist)] as (typeof eventKinds)[string];
    const firstDay = anchor();
    return {
      ...kind,
      title: random
        .pick(kind.titles)
        .replace('{artist}', artist.name)
        .replace('{year}', localDate(firstDay).slice(0, 4)),
      artists: [artist],
      firstDay,
      days: followingDays(random, firstDay, random.between(...kind.dates), kind.spacing),
    };
  });
  const byFestival = festivals.map((festival): EventPlan => {
    const firstDay = localTime(festival.starts);
    const lineUp = active.filter((artist) => festival.genres.includes(genreOf(artist)));
    return {
      title: festival.title,
      artists: lineUp.slice(0, 5),
      genres: festival.genres,
      venues: festival.venues,
      firstDay,
      days: followingDays(random, firstDay, festival.days, [1]),
      startsAt: { weekday: '15:00', weekend: '13:00' },
      duration: 540,
      entryBefore: 120,
      categories: festivalCategories,
      vatRate: 7,
      blurb: festival.blurb,
    };
  });
  const authors = active.filter((artist) => ['Kabarett', 'Comedy'].includes(genreOf(artist)));
  const readers = shuffled(random, authors);
  const byReading = (readers.length ? readingBooks : []).map((book, index): EventPlan => {
    const author = readers[index % readers.length] as Artist;
    const firstDay = anchor();
    return {
      title: `Lesung: ${author.name} liest „${book}“`,
      artists: [author],
      genres: [genreOf(author)],
      venues: readingVenues,
      firstDay,
      days: followingDays(random, firstDay, 2, [1, 7]),
      startsAt: { weekday: '19:30', weekend: '19:00' },
      duration: 90,
      entryBefore: 30,
      categories: readingCategories,
      vatRate: 7,
      blurb: `${author.name} liest aus dem neuen Roman „${book}“ und signiert im Anschluss.`,
    };
  });
  return [...byArtist, ...byFestival, ...byReading];
}

/** What a future event is for: most are on sale, a few show the other states of spec 2 §4. */
type Role = 'on-sale' | 'draft' | 'no-location' | 'sold-out' | 'presale';
const futureRoles: readonly Role[] = ['draft', 'draft', 'draft', 'no-location', 'sold-out', 'presale'];
const visibilities: readonly Visibility[] = ['app', 'app', 'website', 'website'];

/**
 * The demo events: about 40 concerts, shows, musicals, readings and festivals of the catalogue's
 * artists in its venues, with 2 to 6 dates (some past, some hidden), 2 to 4 price categories each
 * and a price for every date and category. The same on every call for the same catalogue.
 */
export function buildDemoEvents(catalogue: SalesCatalogue, invoiceConfig: number): DemoEvents {
  const random = seededRandom(SEED + 201);
  const genreIds = new Map(catalogue.genres.map((genre) => [genre.name, genre.id]));
  const slug = uniqueSlugs();
  const planned = plans(catalogue, random);

  const future = planned.flatMap((plan, index) => (plan.firstDay >= SEEDED_AT ? [index] : []));
  const roles = new Map<number, Role>();
  const shown = new Map<number, Visibility>();
  future.slice(0, futureRoles.length).forEach((index, position) => roles.set(index, futureRoles[position] as Role));
  future
    .slice(futureRoles.length, futureRoles.length + visibilities.length)
    .forEach((index, position) => shown.set(index, visibilities[position] as Visibility));

  const result: DemoEvents = { events: [], dates: [], categories: [], datePrices: [], sales: [] };
  planned.forEach((plan, index) => {
    const event = index + 1;
    const role = roles.get(index) ?? 'on-sale';
    const venues = catalogue.locations.filter((location) => plan.venues.includes(venueKindOf(location) ?? ''));
    const location = role === 'no-location' ? null : random.pick(venues.length ? venues : catalogue.locations);
    const place = location ? `${location.name}, ${location.city ?? ''}` : 'Ort wird bekanntgegeben';
    const eventSlug = slug(plan.title);
    const lead = plan.artists[0];
    const onSaleFrom = plan.firstDay - random.between(120, 200) * DAY;
    const popularity = random.between(1, 5);

    result.events.push({
      title: plan.title,
      slug: eventSlug,
      name: `${localDate(plan.firstDay).slice(0, 7)} ${plan.title} – ${location?.city ?? 'offen'}`,
      status: role !== 'draft',
      visibility: role === 'draft' || role === 'presale' ? 'private' : (shown.get(index) ?? 'public'),
      id_tk_location: location?.id ?? null,
      id_tk_invoice_config: invoiceConfig,
      vat_rate: plan.vatRate,
      genres: plan.genres.flatMap((name) => genreIds.get(name) ?? []),
      artists: plan.artists.map((artist) => artist.id),
      short_description: plan.blurb,
      description:
        `<p>${plan.blurb}</p>` +
        `<p>${plan.title}: ${plan.days.length} Termine in ${place}. Tickets gibt es hier und an allen bekannten Vorverkaufsstellen.</p>`,
      additional_info:
        `<p>Einlass ${plan.entryBefore} Minuten vor Beginn. Rollstuhlplätze und Plätze für Begleitpersonen bitte telefonisch buchen.</p>` +
        '<p>Kinder unter 6 Jahren nur in Begleitung eines Erwachsenen.</p>',
      images: placeholderImages(eventSlug, random.between(1, 3)),
      meta_title: `${plan.title} – Tickets`,
      meta_description: `${plan.title} in ${place}: alle Termine und Tickets.`,
      meta_keywords: [...plan.artists.map((artist) => artist.name), ...plan.genres, location?.city, 'Tickets']
        .filter(Boolean)
        .join(', '),
      website: lead?.website ?? null,
      facebook_link: lead?.facebook_link ?? null,
      instagram_link: lead?.instagram_link ?? null,
      youtube_link: lead?.youtube_link ?? null,
    });

    const capacity = location?.capacity ?? 500;
    const count = random.between(2, Math.min(4, plan.categories.length));
    const categories = plan.categories.slice(0, count).map((category) => {
      const price = category.price > 30 ? cents(category.price + random.pick([0, 0, 0, 5, -5, 10])) : category.price;
      const quantity = Math.max(10, Math.round((capacity * category.share) / 10) * 10);
      result.categories.push({
        id_tk_event: event,
        title: category.title,
        description: category.description ?? null,
        price,
        vat_rate: plan.vatRate,
        available_quantity: quantity,
        is_active: role !== 'sold-out',
        requires_personalization: category.personalised ?? false,
      });
      return { position: result.categories.length, plan: category, price, quantity };
    });

    const hideLast = role === 'on-sale' && plan.firstDay >= SEEDED_AT && plan.days.length > 2 && random.chance(0.35);
    plan.days.forEach((day, sort) => {
      const weekend = [0, 5, 6].includes(weekday(day));
      const [hours, minutes] = (weekend ? plan.startsAt.weekend : plan.startsAt.weekday).split(':').map(Number);
      const startsAt = day + ((hours as number) * 60 + (minutes as number)) * MINUTE;
      const entryFrom = startsAt - plan.entryBefore * MINUTE;
      const hidden = role === 'draft' || (hideLast && sort === plan.days.length - 1);
      const last = sort === plan.days.length - 1;
      result.dates.push({
        id_tk_event: event,
        starts_at: berlinIso(startsAt),
        ends_at: berlinIso(startsAt + plan.duration * MINUTE),
        entry_starts_at: berlinIso(entryFrom),
        visible_from: berlinIso(hidden ? SEEDED_AT + 14 * DAY : onSaleFrom),
        visible_until: berlinIso(startsAt),
        status: hidden ? 'hidden' : 'active',
        note: hidden ? 'Zusatztermin: Vorverkauf startet in Kürze' : last && sort > 0 ? 'Letzter Termin' : null,
        sort,
      });
      const date = result.dates.length;
      // Saturdays cost a little more, except the reduced and family prices.
      const surcharge = (title: string) => (weekday(day) === 6 && /^(Kategorie|Stehplatz)/.test(title) ? 3 : 0);
      const prices = categories.map(({ position, plan: category, price: categoryPrice, quantity }) => {
        const price = cents(categoryPrice + surcharge(category.title));
        result.datePrices.push({
          id_tk_event: event,
          id_tk_event_date: date,
          id_tk_price_category: position,
          price,
          contingent: quantity,
          requires_personalization: category.personalised ?? false,
        });
        return {
          category: position,
          title: category.title,
          price,
          personalised: category.personalised ?? false,
        };
      });
      if (!hidden && location)
        result.sales.push({
          date,
          event,
          eventTitle: `${plan.title} – ${germanDateTime(startsAt)}`,
          startsAt,
          entryFrom,
          onSaleFrom,
          popularity,
          vatRate: plan.vatRate,
          prices,
        });
    });
  });
  return result;
}
