import { ApiError } from '../../errors.ts';
import type { KuschickProcess } from '../../integrations/kuschick/kuschick-system.ts';
import {
  RatioSystemError,
  type RatioAddress,
  type RatioParticipant,
  type RatioProcess,
  type RatioSystem,
  type RatioTravelStop,
} from '../../integrations/ratio/ratio-system.ts';
import type { KuschickSystem } from '../../integrations/kuschick/kuschick-system.ts';
import { callBookingSystem, ratioNumberRequired } from './booking-errors.ts';
import { inProcessing } from './processing-lock.ts';

type Row = Record<string, unknown>;

/** A participant as the process screen shows it: Ratio's record and the address its kennziffer names (null: none read). */
export type ShownParticipant = RatioParticipant & { address: RatioAddress | null };

/** What `GET /ratio_vorgang/{id}` answers: our record and the booking system's view of the process. */
export interface BookingView {
  process: Row;
  booking: RatioProcess | KuschickProcess;
  participants: ShownParticipant[];
  stops: RatioTravelStop[];
  editable: boolean;
}

/** The booking system's side of a process, before our copy is kept in step with it. */
export interface BookingSide {
  booking: RatioProcess | KuschickProcess;
  participants: ShownParticipant[];
  stops: RatioTravelStop[];
  /** Whether the participants may be edited here: only Ratio's are. */
  ratio: boolean;
}

export interface BookingSystems {
  ratio: RatioSystem;
  kuschick: KuschickSystem;
}

/** The address of a kennziffer; one Ratio does not have is shown as none rather than failing the process. */
async function addressOf(ratio: RatioSystem, kennziffer: string): Promise<RatioAddress | null> {
  try {
    return await ratio.address(kennziffer);
  } catch (error) {
    if (error instanceof RatioSystemError && error.failure === 'http-status' && error.status === 404) return null;
    throw error;
  }
}

/** Ratio's process, its participants with their addresses (one read per kennziffer, none for an empty one) and its date's stops. */
async function ratioSide(ratio: RatioSystem, nr: number): Promise<BookingSide> {
  const [booking, participants] = await Promise.all([ratio.process(nr), ratio.processParticipants(nr)]);
  const kennziffern = [...new Set(participants.map((each) => each.kennziffer).filter((each) => each !== ''))];
  const [stops, addresses] = await Promise.all([
    ratio.travelStops({ termin: booking.terminId }),
    Promise.all(kennziffern.map(async (kennziffer) => [kennziffer, await addressOf(ratio, kennziffer)] as const)),
  ]);
  const byKennziffer = new Map(addresses);
  return {
    booking,
    participants: participants.map((each) => ({ ...each, address: byKennziffer.get(each.kennziffer) ?? null })),
    stops,
    ratio: true,
  };
}

const EMPTY_TEXTS = {
  anrede: null,
  shuttle: null,
  info1: null,
  info2: null,
  ref1: null,
  ref2: null,
  sitzfest: null,
  hininfo: null,
  rueckinfo: null,
  ausstiegrueck: null,
  profil: null,
  status: null,
  reservierungsnr: null,
  infofaehre: null,
  sitzrueck: null,
  leistungen: null,
  passnummer: null,
  ausgestellt_in: null,
  passinfo: null,
  passid: null,
  nation: null,
  geburtsort: null,
  name3: null,
  namenszusatz: null,
  titel: null,
} as const;

/** Kuschick's travellers in the shape of Ratio's participants, as far as they go: numbered in order, no address, no boarding entries. */
function kuschickSide(booking: KuschickProcess): BookingSide {
  const participants = booking.teilnehmer.map((traveller, index): ShownParticipant => ({
    ...EMPTY_TEXTS,
    nr: index + 1,
    vorgangnr: booking.invoice_id,
    kennziffer: '',
    name: `${traveller.vorname} ${traveller.nachname}`.trim(),
    name1: traveller.nachname,
    name2: traveller.vorname,
    sitzhin: traveller.sitzplatz,
    hininfo: traveller.zustieg,
    geburtstag: traveller.geburtsdatum,
    jahre: null,
    gruppe: null,
    kabinengruppe: null,
    ausgestellt_am: null,
    gueltig_bis: null,
    zustiege: [],
    address: null,
  }));
  return { booking, participants, stops: [], ratio: false };
}

/** 422: a Kuschick process without Kuschick's invoice id cannot be read from Kuschick. */
const invoiceIdRequired = () =>
  new ApiError('Unprocessable', 'The process has no Kuschick invoice id', {
    errors: [{ field: 'invoice_id', key: 'error.booking_failed' }],
  });

/** Reads the process from its booking system; a failure of the system answers as `callBookingSystem` says. */
export async function readBookingSide(systems: BookingSystems, process: Row): Promise<BookingSide> {
  if (process.backend === 'kuschick') {
    const invoiceId = Number(process.invoice_id);
    if (!Number.isSafeInteger(invoiceId) || invoiceId <= 0) throw invoiceIdRequired();
    return kuschickSide(await callBookingSystem(() => systems.kuschick.process(invoiceId)));
  }
  if (process.ratio_id == null) throw ratioNumberRequired();
  const nr = Number(process.ratio_id);
  return callBookingSystem(() => ratioSide(systems.ratio, nr));
}

/** Whether the participants may be edited now: a Ratio process that is neither cancelled nor in processing. */
export const participantsEditable = (process: Row, side: BookingSide) =>
  side.ratio &&
  process.status !== '5' &&
  side.booking.status !== 5 &&
  !inProcessing(process.processing_since as Date | string | null);
