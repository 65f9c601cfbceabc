import type { ResourceDefinition } from '../../../registry/types.ts';
import { transact } from '../../crud/crud-context.ts';
import type {
  RatioAddress,
  RatioParticipant,
  RatioProcess,
  RatioTravelStop,
} from '../../integrations/ratio/ratio-system.ts';
import { giveCardAgency } from '../processes/card-agency.ts';
import { cardFromRatio, importCard } from '../processes/import-customer.ts';
import { importProcessRow } from '../processes/import-process.ts';
import { processFromRatio, ratioProcessNumber } from '../processes/ratio-copy.ts';
import type { OnlineBooking } from './booking-state.ts';
import { NOT_SUCCESSFUL_KEY, type RatioCaller } from './complete-ratio.ts';

export interface CopyCaller extends RatioCaller {
  customers: ResourceDefinition;
  processes: ResourceDefinition;
  ip: string;
}

/** The writer of the copy: the public engine, no user. */
const ENGINE = null;

/** What staff read in the process about where it came from: the booking's number, consents and payment. */
function processComments(booking: OnlineBooking): string {
  const consents = booking.consents.map((each) => `${each.key} (${each.version}, ${each.accepted_at})`).join(', ');
  return [
    `Online-Buchung ${booking.number}`,
    `Zustimmungen: ${consents || '—'}`,
    `Zahlung: ${booking.payment_method ?? '—'}, ${booking.provider_payment_id ?? '—'}`,
  ].join('\n');
}

/**
 * Our copy of the booking Ratio holds as `ratio_process`: the booker's card (the booking's agency's,
 * when it has one and the card none), the process row with the booking's price positions, and the
 * booking `booked` with its process, in one transaction under the booking row's lock. A booking
 * already booked stays as it is (`madeBooked` false); Ratio not answering, or the copy failing, leaves it
 * paid with `booking.errors.not_successful` for the next check.
 */
export async function copyBooking(
  caller: CopyCaller,
  paid: OnlineBooking & { ratio_process: number },
): Promise<CopyResult> {
  const { db, ratio, log } = caller;
  const notSuccessful = async (error: unknown, what: string): Promise<CopyResult> => {
    log.error({ err: error, booking: paid.number, ratioProcess: paid.ratio_process }, what);
    const failed = await db
      .updateTable('bk_booking')
      .set({ failure: NOT_SUCCESSFUL_KEY, updated_at: new Date() })
      .where('id_bk_booking', '=', paid.id_bk_booking)
      .where('status', '=', 'paid')
      .returningAll()
      .executeTakeFirst();
    return { booking: failed ?? paid, madeBooked: false };
  };
  let read: RatioRecords;
  try {
    const process = await ratio.process(paid.ratio_process);
    const [participants, address, stops] = await Promise.all([
      ratio.processParticipants(process.nr),
      ratio.address(process.kennziffer),
      ratio.travelStops({ termin: process.terminId }),
    ]);
    read = { process, participants, address, stops };
  } catch (error) {
    return notSuccessful(error, 'Ratio did not answer the booked process');
  }
  try {
    return await writeCopy(caller, paid.id_bk_booking, read);
  } catch (error) {
    return notSuccessful(error, 'Ratio booked the online booking, but our copy of it failed');
  }
}

interface CopyResult {
  booking: OnlineBooking;
  /** This call set it `booked`: it sends the confirmation. */
  madeBooked: boolean;
}

interface RatioRecords {
  process: RatioProcess;
  participants: RatioParticipant[];
  address: RatioAddress;
  stops: RatioTravelStop[];
}

/** Our copy in one transaction under the booking row's lock: the booker's card, the process row, and `booked`. */
function writeCopy(
  { db, customers, processes, ip }: CopyCaller,
  id: number,
  { process, participants, address, stops }: RatioRecords,
): Promise<CopyResult> {
  return transact(db, async (trx) => {
    const booking = await trx
      .selectFrom('bk_booking')
      .selectAll()
      .where('id_bk_booking', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (booking.status !== 'paid') return { booking, madeBooked: false };
    const key = { column: 'ratio_id', value: address.kennziffer } as const;
    const card = await importCard(trx, customers, key, cardFromRatio(address), { force: false, userId: ENGINE, ip });
    if (booking.id_agency !== null)
      await giveCardAgency(trx, customers, card.id, booking.id_agency, { userId: ENGINE, ip, overrule: false });
    const copy = {
      ...processFromRatio(process, participants, stops),
      price: Number(booking.total ?? process.preis),
      positions: booking.lines.map(({ label, quantity, price }) => ({ label, quantity, price })),
      comments: processComments(booking),
      vc_card_booker: card.id,
    };
    const { record } = await importProcessRow(
      trx,
      processes,
      { backend: 'ratio', ratio_id: process.nr, number: ratioProcessNumber(process.nr) },
      copy,
      { userId: ENGINE, ip },
    );
    const booked = await trx
      .updateTable('bk_booking')
      .set({ status: 'booked', id_pc_process: record.id_pc_process as number, failure: null, updated_at: new Date() })
      .where('id_bk_booking', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { booking: booked, madeBooked: true };
  });
}
