import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import type { RatioProcess, RatioTravelStop } from '../../integrations/ratio/ratio-system.ts';
import type { BookingSide } from './process-booking-view.ts';
import { inProcessing } from './processing-lock.ts';

type Row = Record<string, unknown>;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d/;

/** The stop's place as our copy's boarding point shows it, within the column's 200 characters. */
const stopName = (stop: RatioTravelStop) => `${stop.ort}, ${stop.bezeichnung}`.slice(0, 200);

/**
 * What our copy holds of the booking system's process: how many travel, and the booker's seat and
 * boarding point, from the booker's participant (the one with the booker's kennziffer) and their
 * first boarding entry, outbound before return.
 */
export function copiedFields(side: BookingSide): Row {
  const fields: Row = { participants: side.participants.length };
  if (!side.ratio) return fields;
  const booking = side.booking as RatioProcess;
  const booker = side.participants.find((each) => each.kennziffer !== '' && each.kennziffer === booking.kennziffer);
  if (!booker) return fields;
  const entry = [...booker.zustiege].sort((a, b) => a.richtung.localeCompare(b.richtung))[0];
  const stop = entry && side.stops.find((each) => each.haltestelle === entry.haltestelle);
  const time = stop && (entry.richtung === 'H' ? stop.hinZeit : stop.rueckZeit).match(CLOCK)?.[0];
  return {
    ...fields,
    seat_number: entry?.platznummer ?? booker.sitzhin ?? null,
    direction: entry?.richtung ?? null,
    boarding_point: stop ? stopName(stop) : null,
    boarding_time: time ?? null,
  };
}

/**
 * Keeps our copy in step with what the booking system answered, where it differs. No history row: it
 * is the booking system's value, not an edit. A process in processing is left to the action that runs.
 */
export async function keepCopyInStep(db: Kysely<Tables>, process: Row, side: BookingSide): Promise<Row> {
  const fields = copiedFields(side);
  const differing = Object.fromEntries(Object.entries(fields).filter(([key, value]) => process[key] !== value));
  if (Object.keys(differing).length === 0 || inProcessing(process.processing_since as Date | null)) return process;
  await db
    .updateTable('pc_process')
    .set(differing)
    .where('id_pc_process', '=', process.id_pc_process as number)
    .where('processing_since', 'is', null)
    .execute();
  return { ...process, ...differing };
}
