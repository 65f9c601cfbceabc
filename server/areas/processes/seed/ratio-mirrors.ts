import type { Kysely } from 'kysely';
import type { Registry } from '../../../../registry/types.ts';
import { demoRegistry } from '../../../db/seed/demo-registry.ts';
import { insertRows, rowFieldTypes, seedEntity } from '../../../db/seed/insert-rows.ts';
import type { Tables } from '../../../db/tables.ts';
import { seedRatioState, type RatioState } from '../../../integrations/ratio/ratio-seed.ts';
import { cardOfRatioAddress, processFromRatio, ratioProcessNumber } from '../ratio-copy.ts';
import type { RatioAddress } from '../../../integrations/ratio/ratio-system.ts';

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
  const stopsOf = groupBy(state.stops.values(), (stop) => stop.terminId);
  return [...state.processes.values()].map((stored) => {
    const participants = (participantsOf.get(stored.nr) ?? []).map((participant) => ({
      ...participant,
      zustiege: boardingOf.get(participant.nr) ?? [],
    }));
    const process = { ...stored, teilnehmer: participants.length };
    return {
      number: ratioProcessNumber(process.nr),
      backend: 'ratio' as const,
      ratio_id: process.nr,
      ...processFromRatio(process, participants, stopsOf.get(process.terminId) ?? []),
      import_date: process.gebucht,
      kennziffer: process.kennziffer,
    };
  });
}

/** Our agency of a Ratio agency number (`agentur`), by our agencies' `ratio_id`; null for none. */
async function ourAgencies(db: Kysely<Tables>) {
  const rows = await db
    .selectFrom('agency')
    .select(['id_agency', 'ratio_id'])
    .where('ratio_id', 'is not', null)
    .execute();
  const ours = new Map(rows.map((row) => [row.ratio_id, row.id_agency]));
  return (agentur: number | null) => (agentur === null ? null : (ours.get(agentur) ?? null));
}

/**
 * Adds the mirrored Ratio processes whose Ratio number is not taken yet, and a card for each
 * booker that has none with its kennziffer as `ratio_id` and our agency of its Ratio agency, in one transaction.
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
    const agencyOf = await ourAgencies(trx);
    const newCards = kennziffern
      .filter((kennziffer) => !known.has(kennziffer))
      .map((kennziffer) => {
        const address = state.addresses.get(kennziffer) as RatioAddress;
        return { ...cardOfRatioAddress(address), agencyId: agencyOf(address.agentur) };
      });
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
