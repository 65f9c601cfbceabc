import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { transact } from '../../crud/crud-context.ts';
import type { Tables } from '../../db/tables.ts';
import { ApiError, badRequest, notFound } from '../../errors.ts';
import {
  PARTICIPANT_FIELD_LENGTHS,
  RatioSystemError,
  type RatioBookedProcess,
  type RatioSystem,
} from '../../integrations/ratio/ratio-system.ts';
import { bookingSystemFailure, callBookingSystem } from '../processes/booking-errors.ts';
import { giveCardAgency } from '../processes/card-agency.ts';
import { cardFromRatio, importCard } from '../processes/import-customer.ts';
import { importProcessRow } from '../processes/import-process.ts';
import { processFromRatio, ratioProcessNumber } from '../processes/ratio-copy.ts';
import type { AgencyBookingBody } from './agency-booking-schemas.ts';
import type { CallAgency } from './agency-for-call.ts';

/** The Ratio participant field each traveller's field is stored in, and so its length. */
const TRAVELLER_FIELD_LENGTHS = {
  anrede: PARTICIPANT_FIELD_LENGTHS.anrede,
  vorname: PARTICIPANT_FIELD_LENGTHS.name2,
  name: PARTICIPANT_FIELD_LENGTHS.name1,
} as const;

/** 400 for every traveller's field longer than Ratio takes, at `travellers/{i}/{field}`. */
export function refuseTooLong(travellers: AgencyBookingBody['travellers']) {
  const errors = travellers.flatMap((traveller, index) =>
    Object.entries(TRAVELLER_FIELD_LENGTHS).flatMap(([field, limit]) => {
      const value = traveller[field as keyof typeof TRAVELLER_FIELD_LENGTHS];
      return typeof value === 'string' && value.length > limit
        ? [{ field: `travellers/${index}/${field}`, key: 'error.too_long', params: { limit } }]
        : [];
    }),
  );
  if (errors.length > 0) throw badRequest('A traveller field is longer than Ratio takes', errors);
}

/** 409: Ratio has no such date, or not as many free seats on it as travellers. */
const dateUnavailable = (cause: unknown) =>
  new ApiError('Conflict', 'The date cannot be booked', {
    errors: [{ field: 'termin', key: 'error.date_unavailable' }],
    cause,
  });

interface BookingCaller {
  db: Kysely<Tables>;
  ratio: RatioSystem;
  customers: ResourceDefinition;
  processes: ResourceDefinition;
  userId: number;
  ip: string;
  log: FastifyBaseLogger;
}

/**
 * Books a journey date in Ratio for a customer of the agency, and makes our copy as the process
 * import makes it: the booker's card (given the agency), the process row and its `import` history
 * row naming who booked. All or nothing: our rows are written in a transaction opened before Ratio
 * is asked, and the booker's card first; Ratio failing rolls it back, so nothing is written here.
 * Only our writes after Ratio booked (the process row, the commit) can fail with Ratio ahead: that
 * is logged with Ratio's number, and the process import (`PUT /ratio/import/vorgang?nr=`) mends it.
 */
export async function bookForAgency(
  caller: BookingCaller,
  agency: CallAgency & { ratio_id: number },
  body: AgencyBookingBody,
) {
  const { db, ratio, customers, processes, userId, ip } = caller;
  const address = await callBookingSystem(() => ratio.address(body.kennziffer));
  if (address.agentur !== agency.ratio_id) throw notFound();
  let booked: RatioBookedProcess | undefined;
  try {
    return await transact(db, async (trx) => {
      const key = { column: 'ratio_id', value: address.kennziffer } as const;
      const booker = await importCard(trx, customers, key, cardFromRatio(address), { force: false, userId, ip });
      await giveCardAgency(trx, customers, booker.id, agency.id_agency, { userId, ip, overrule: true });
      booked = await bookInRatio(ratio, {
        kennziffer: address.kennziffer,
        agentur: agency.ratio_id,
        termin: body.termin,
        typ: body.typ ?? 'anfrage',
        teilnehmer: body.travellers.map(({ anrede = null, vorname, name }) => ({ anrede, vorname, name })),
      });
      const { participants, ...process } = booked;
      const { record } = await importProcessRow(
        trx,
        processes,
        { backend: 'ratio', ratio_id: process.nr, number: ratioProcessNumber(process.nr) },
        { ...processFromRatio(process, participants, []), vc_card_booker: booker.id },
        { userId, ip },
      );
      return {
        id_pc_process: record.id_pc_process as number,
        number: record.number as string,
        ratio_id: process.nr,
        status: record.status as string,
      };
    });
  } catch (error) {
    if (booked)
      caller.log.error({ err: error, ratioProcess: booked.nr }, 'Ratio booked the process but our copy failed');
    throw error;
  }
}

async function bookInRatio(ratio: RatioSystem, booking: Parameters<RatioSystem['bookProcess']>[0]) {
  try {
    return await ratio.bookProcess(booking);
  } catch (error) {
    // The address was found just before: a 404 is the date's, a 409 its free seats.
    if (error instanceof RatioSystemError && (error.status === 404 || error.status === 409))
      throw dateUnavailable(error);
    throw bookingSystemFailure(error);
  }
}
