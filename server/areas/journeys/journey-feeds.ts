import { TIME_ZONE } from '../../../domain/berlin-time.ts';
import { hasMainImage } from './journey-rules.ts';

type Row = Readonly<Record<string, unknown>>;

/** A date row of a journey as stored (schemas/journeys/journey.json, `dates`). */
interface DateRow {
  code?: string | null;
  from: string;
  till: string;
  price: number;
  price_description?: string | null;
  additional_price?: number | null;
  departure_time?: string | null;
  return_time?: string | null;
  active?: boolean;
}

const activeDates = (journey: Row): DateRow[] =>
  (Array.isArray(journey.dates) ? (journey.dates as DateRow[]) : [])
    .filter((date) => date.active !== false)
    .toSorted((a, b) => a.from.localeCompare(b.from));

/** Today in Berlin, as a date (`2026-11-26`). */
export const berlinToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

/**
 * `GET /journey/travel-menu`: what the app's travel menu offers, the online journeys that still have
 * an active date that has not ended, with those dates (code, from, till, departure and return time),
 * the next journey first.
 */
export function travelMenu(journeys: readonly Row[], today: string) {
  return journeys
    .map((journey) => ({
      id_jrn_journey: Number(journey.id_jrn_journey),
      title: String(journey.title),
      duration: journey.duration ?? null,
      duration_unit: journey.duration_unit,
      dates: activeDates(journey)
        .filter((date) => date.till >= today)
        .map(({ code = null, from, till, departure_time = null, return_time = null }) => ({
          code,
          from,
          till,
          departure_time,
          return_time,
        })),
    }))
    .filter((entry) => entry.dates.length > 0)
    .toSorted(
      (a, b) => (a.dates[0]?.from ?? '').localeCompare(b.dates[0]?.from ?? '') || a.title.localeCompare(b.title),
    );
}

/**
 * `GET /journey/menu-invoice`: the price lines an invoice of a journey draws from, per journey (code and
 * title) its active dates with price, additional price and price description, in date order.
 */
export function menuInvoice(journeys: readonly Row[]) {
  return journeys.map((journey) => ({
    id_jrn_journey: Number(journey.id_jrn_journey),
    title: String(journey.title),
    code: journey.code ?? null,
    lines: activeDates(journey).map(
      ({ code = null, from, till, price, additional_price = null, price_description = null }) => ({
        code,
        from,
        till,
        price,
        additional_price,
        price_description,
      }),
    ),
  }));
}

/**
 * `GET /journey-web-legacy`: the online journeys that are not secret in the old website's shape: the
 * texts under `detail`, the duration with its unit, the lowest active price (`price_from`), the main
 * image's link and the active dates.
 */
export function webLegacy(journeys: readonly Row[]) {
  return journeys
    .filter((journey) => journey.online === true && journey.secret !== true)
    .map((journey) => {
      const dates = activeDates(journey);
      const images = Array.isArray(journey.images) ? (journey.images as Row[]) : [];
      const main = hasMainImage(images) ? images.find((image) => image.main === true) : undefined;
      return {
        id_jrn_journey: Number(journey.id_jrn_journey),
        detail: {
          title: String(journey.title),
          subtitle: journey.subtitle ?? null,
          teaser: journey.teaser ?? null,
          introduction: journey.introduction ?? null,
        },
        id_jrn_category: journey.id_jrn_category ?? null,
        duration: { value: journey.duration ?? null, unit: journey.duration_unit },
        bookable: journey.bookable,
        price_from: dates.length > 0 ? Math.min(...dates.map((date) => Number(date.price))) : null,
        image: main ? String(main.link) : null,
        dates: dates.map(({ from, till, price }) => ({ from, till, price })),
      };
    });
}
