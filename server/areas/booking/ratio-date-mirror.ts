import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import type { RatioEmulator } from '../../integrations/ratio/ratio-emulator.ts';
import type { NewDate, NewTravelStop } from '../../integrations/ratio/ratio-store.ts';

/** The places a date offers in Ratio when neither it nor its journey names a contingent. */
const UNLIMITED = 999;
const DAY_MINUTES = 24 * 60;

/** `clock` (HH:mm) moved by `minutes`, around midnight; null without a clock. */
export function clockPlus(clock: string | null | undefined, minutes: number | null | undefined): string | null {
  const match = /^(\d{2}):(\d{2})/.exec(clock ?? '');
  if (!match) return null;
  const total =
    (((Number(match[1]) * 60 + Number(match[2]) + (minutes ?? 0)) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** A boarding point's stop number as Ratio counts stops (a whole number from 1), or null. */
export function ratioStopNumber(stopNumber: string | null | undefined): number | null {
  const number = Number(stopNumber);
  return stopNumber && Number.isInteger(number) && number >= 1 ? number : null;
}

/**
 * Registers the online journeys' active dates (the journey's `code` as Ratio's `reise`) in the Ratio
 * emulator, with the journey's boarding points as the dates' travel stops: the emulator keeps nothing
 * across restarts, and the booking engine's completion books these dates there. Answers how many.
 */
export async function mirrorOnlineDatesInRatio(db: Kysely<Tables>, emulator: RatioEmulator): Promise<number> {
  const journeys = await db
    .selectFrom('jrn_journey')
    .select(['code', 'title', 'dates', 'contingent', 'boarding_points'])
    .where('online', '=', true)
    .where('deleted_at', 'is', null)
    .where('code', 'is not', null)
    .where('code', '<>', '')
    .execute();
  const pointIds = [...new Set(journeys.flatMap((journey) => journey.boarding_points))];
  const points =
    pointIds.length === 0
      ? []
      : await db
          .selectFrom('zus_zustiege')
          .select(['id_zus_zustiege', 'stop_number', 'place', 'street', 'offset_outbound', 'offset_return'])
          .where('id_zus_zustiege', 'in', pointIds)
          .where('deleted_at', 'is', null)
          .execute();
  const dates: NewDate[] = journeys.flatMap((journey) =>
    journey.dates
      .filter((date) => date.active !== false)
      .map((date) => ({
        reise: String(journey.code).slice(0, 20),
        titel: journey.title.slice(0, 200),
        beginn: date.from,
        ende: date.till,
        plaetze: date.contingent ?? journey.contingent ?? UNLIMITED,
        stops: points
          .filter((point) => journey.boarding_points.includes(point.id_zus_zustiege))
          .flatMap((point): NewTravelStop[] => {
            const haltestelle = ratioStopNumber(point.stop_number);
            if (haltestelle === null) return [];
            const hinZeit = clockPlus(date.departure_time, point.offset_outbound);
            const rueckZeit = clockPlus(date.return_time, point.offset_return);
            return [
              {
                haltestelle,
                ort: point.place.slice(0, 100),
                bezeichnung: point.street.slice(0, 200) || undefined,
                ...(hinZeit ? { hinZeit } : {}),
                ...(rueckZeit ? { rueckZeit } : {}),
              },
            ];
          }),
      })),
  );
  if (dates.length > 0) emulator.addDates(dates);
  return dates.length;
}
