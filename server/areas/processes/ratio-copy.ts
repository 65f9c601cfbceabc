import type { ContactEntry } from '../../db/tables.ts';
import type {
  RatioAddress,
  RatioParticipant,
  RatioProcess,
  RatioTravelStop,
} from '../../integrations/ratio/ratio-system.ts';

/** How Ratio names a process's status, as our copy shows it beside ours. */
export const RATIO_STATUS_NAMES = ['Entwurf', 'Anfrage', 'Option', 'Warteliste', 'Fest', 'Storno'] as const;
const SALUTATIONS: Readonly<Record<string, number>> = { Herr: 0, Frau: 1 };
const TITLES: Readonly<Record<string, number>> = { 'Prof. Dr.': 0, 'Prof.': 1, 'Dr.': 2 };
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d/;

type ProcessStatus = '0' | '1' | '2' | '3' | '4' | '5';

/** Our number of a process that lives in Ratio as `nr`, as the import and the demo data give it. */
export const ratioProcessNumber = (nr: number) => `R-${nr}`;

const short = (text: string | null | undefined, max: number) => (text ? text.slice(0, max) : null);

/** A customer card made from a Ratio address: an imported customer, or the booker of a copied process. */
export function cardOfRatioAddress(address: RatioAddress) {
  const contacts: ContactEntry[] = [];
  if (address.telefon) contacts.push({ key: 'phone-private', value: address.telefon, id_vc_field_type: 2 });
  if (address.mobil) contacts.push({ key: 'phone-mobile', value: address.mobil, id_vc_field_type: 2 });
  if (address.email) contacts.push({ key: 'email-private', value: address.email, id_vc_field_type: 1 });
  return {
    name: [address.name2, address.name1].filter(Boolean).join(' '),
    salutation: address.anrede ? (SALUTATIONS[address.anrede] ?? 2) : null,
    title: address.titel ? (TITLES[address.titel] ?? null) : null,
    firstname: address.name2,
    lastname: address.name1,
    street: address.strasse,
    zip: address.plz,
    city: address.ort,
    contacts,
    ratio_id: address.kennziffer,
  };
}

/**
 * The booker's seat and boarding point in our copy: from the booker's participant (the one with the
 * booker's kennziffer) and their first boarding entry, outbound before return.
 */
export function bookerSeat(
  process: RatioProcess,
  participants: readonly RatioParticipant[],
  stops: readonly RatioTravelStop[],
) {
  const booker = participants.find((each) => each.kennziffer !== '' && each.kennziffer === process.kennziffer);
  const entry = booker && [...booker.zustiege].sort((a, b) => a.richtung.localeCompare(b.richtung))[0];
  const stop = entry && stops.find((each) => each.haltestelle === entry.haltestelle);
  const time = stop && (entry.richtung === 'H' ? stop.hinZeit : stop.rueckZeit).match(CLOCK)?.[0];
  return {
    participants: participants.length,
    seat_number: short(entry?.platznummer ?? booker?.sitzhin, 20),
    direction: entry?.richtung ?? null,
    boarding_point: stop ? `${stop.ort}, ${stop.bezeichnung}`.slice(0, 200) : null,
    boarding_time: time ?? null,
    seat_type: booker?.sitzhin ? 'Reisebus' : null,
    cabin: short(booker?.kabinengruppe, 50),
  };
}

/** A Ratio process as our copy: its journey, status, price (one position per traveller) and the booker's seat. */
export function processFromRatio(
  process: RatioProcess,
  participants: readonly RatioParticipant[],
  stops: readonly RatioTravelStop[],
) {
  const count = participants.length;
  const each = count > 0 ? Math.round((process.preis / count) * 100) / 100 : 0;
  return {
    title: process.titel.slice(0, 200),
    status: String(process.status) as ProcessStatus,
    price: process.preis,
    journey_start: process.beginn,
    journey_end: process.ende,
    customer_number: process.kennziffer.slice(0, 20),
    external_status: RATIO_STATUS_NAMES[process.status],
    invoice_id: short(process.rechnungsnr, 50),
    positions: count > 0 ? [{ label: 'Reisepreis', quantity: count, price: each }] : [],
    ...bookerSeat(process, participants, stops),
  };
}
