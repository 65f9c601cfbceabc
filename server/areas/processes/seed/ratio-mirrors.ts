import type { Kysely } from 'kysely';
import type { Registry } from '../../../../registry/types.ts';
import { demoRegistry } from '../../../db/seed/demo-registry.ts';
import { insertRows, rowFieldTypes, seedEntity } from '../../../db/seed/insert-rows.ts';
import type { ContactEntry, Tables } from '../../../db/tables.ts';
import { seedRatioState, type RatioState } from '../../../integrations/ratio/ratio-seed.ts';
import type { RatioAddress } from '../../../integrations/ratio/ratio-system.ts';

/** How Ratio names a process's status, as our copy shows it beside ours. */
export const RATIO_STATUS_NAMES = ['Entwurf', 'Anfrage', 'Option', 'Warteliste', 'Fest', 'Storno'] as const;
const SALUTATIONS: Readonly<Record<string, number>> = { Herr: 0, Frau: 1 };
const TITLES: Readonly<Record<string, number>> = { 'Prof. Dr.': 0, 'Prof.': 1, 'Dr.': 2 };

/** Our number of a process that lives in Ratio as `nr`: what the import gives it too. */
export const ratioProcessNumber = (nr: number) => `R-${nr}`;

/** A customer card made from a Ratio address: the booker of a mirrored process. */
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

/** `Map.groupBy`, which Node 20 lacks. */
function groupBy<Item, Key>(items: Iterable<Item>, keyOf: (item: Item) => Key): Map<Key, Item[]> {
  const groups = new Map<Key, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/**
 * Our copies of the Ratio emulator's demo processes (`R-500001` …, every status, 1 to 6
 * participants), as the import would make them: title, status, dates, price, the number of
 * participants, and the booker's seat, cabin and boarding point from the booker's participant.
 * The emulator is seeded from the same SEED, so the console opens each with its participants.
 */
export function buildRatioMirrors(state: RatioState = seedRatioState()) {
  const participantsOf = groupBy(state.participants.values(), (participant) => participant.vorgangnr);
  const boardingOf = groupBy(state.boarding.values(), (entry) => entry.teilnehmerNr);
  return [...state.processes.values()].map((process) => {
    const participants = participantsOf.get(process.nr) ?? [];
    const booker = participants.find((participant) => participant.kennziffer === process.kennziffer);
    const outbound = booker && boardingOf.get(booker.nr)?.find((entry) => entry.richtung === 'H');
    const stop =
      outbound &&
      [...state.stops.values()].find(
        (each) => each.terminId === process.terminId && each.haltestelle === outbound.haltestelle,
      );
    const each = participants.length > 0 ? Math.round((process.preis / participants.length) * 100) / 100 : 0;
    return {
      number: ratioProcessNumber(process.nr),
      backend: 'ratio' as const,
      ratio_id: process.nr,
      invoice_id: process.rechnungsnr,
      customer_number: process.kennziffer,
      title: process.titel,
      status: String(process.status),
      external_status: RATIO_STATUS_NAMES[process.status],
      price: process.preis,
      positions: participants.length > 0 ? [{ label: 'Reisepreis', quantity: participants.length, price: each }] : [],
      journey_start: process.beginn,
      journey_end: process.ende,
      participants: participants.length,
      seat_number: booker?.sitzhin ?? null,
      seat_type: booker?.sitzhin ? 'Reisebus' : null,
      cabin: booker?.kabinengruppe ?? null,
      direction: outbound ? ('H' as const) : null,
      boarding_point: stop ? `${stop.ort}, ${stop.bezeichnung}` : null,
      boarding_time: stop?.hinZeit ?? null,
      import_date: process.gebucht,
      kennziffer: process.kennziffer,
    };
  });
}

/**
 * Adds the mirrored Ratio processes whose Ratio number is not taken yet, and a card for each
 * booker that has none with its kennziffer as `ratio_id`, in one transaction.
 */
export async function seedRatioMirrors(
  db: Kysely<Tables>,
  registry: Registry = demoRegistry(),
): Promise<{ added: number; bookers: number }> {
  const processEntity = seedEntity(registry, 'processes/process');
  const cardEntity = seedEntity(registry, 'customers/customer');
  const state = seedRatioState();
  const mirrors = buildRatioMirrors(state);
  return db.transaction().execute(async (trx) => {
    const taken = new Set(
      (await trx.selectFrom('pc_process').select('ratio_id').where('ratio_id', 'is not', null).execute()).map(
        (row) => row.ratio_id,
      ),
    );
    const missing = mirrors.filter((mirror) => !taken.has(mirror.ratio_id));
    if (missing.length === 0) return { added: 0, bookers: 0 };
    const kennziffern = [...new Set(missing.map((mirror) => mirror.kennziffer))];
    const cardIds = async () =>
      new Map(
        (
          await trx
            .selectFrom('vc_card')
            .select(['id_vc_card', 'ratio_id'])
            .where('ratio_id', 'in', kennziffern)
            .orderBy('id_vc_card')
            .execute()
        ).map((row) => [row.ratio_id as string, row.id_vc_card]),
      );
    const known = await cardIds();
    const newCards = kennziffern
      .filter((kennziffer) => !known.has(kennziffer))
      .map((kennziffer) => cardOfRatioAddress(state.addresses.get(kennziffer) as RatioAddress));
    if (newCards.length > 0)
      await insertRows(cardEntity, Object.keys(rowFieldTypes(cardEntity, newCards)), newCards).execute(trx);
    const bookers = newCards.length > 0 ? await cardIds() : known;
    const rows = missing.map(({ kennziffer, ...mirror }) => ({
      ...mirror,
      vc_card_booker: bookers.get(kennziffer) ?? null,
    }));
    await insertRows(processEntity, Object.keys(rowFieldTypes(processEntity, rows)), rows).execute(trx);
    return { added: rows.length, bookers: newCards.length };
  });
}
