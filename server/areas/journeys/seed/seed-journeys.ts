import { sql, type Kysely, type Transaction } from 'kysely';
import type { Registry } from '../../../../registry/types.ts';
import { insertMissing } from '../../../db/seed/missing-rows.ts';
import { slugify } from '../../../db/seed/slug.ts';
import type { Tables } from '../../../db/tables.ts';
import { journeyRows, type JourneyReferences } from './journey-rows.ts';
import { journeyTemplates } from './journey-templates.ts';

/** The ids of an entity's rows by a text field, not in the trash; empty when the registry lacks the entity. */
async function idsByName(trx: Transaction<Tables>, registry: Registry, entityName: string, field: string) {
  const entity = registry.entities[entityName];
  if (!entity?.fields[field]) return new Map<string, number>();
  const { rows } = await sql<{ name: string; id: number }>`
    select ${sql.ref(field)}::text as name, ${sql.ref(entity.idField)} as id from ${sql.table(entity.table)}
    ${entity.softDelete ? sql`where deleted_at is null` : sql``}`.execute(trx);
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** The boarding groups by name with their boarding points, where the group entity lists them. */
async function boardingGroups(trx: Transaction<Tables>, registry: Registry) {
  const entity = registry.entities['travel/boarding-group'];
  const byName = await idsByName(trx, registry, 'travel/boarding-group', 'name');
  const groups = new Map<string, { id: number; points: number[] }>();
  for (const [name, id] of byName) groups.set(name, { id, points: [] });
  if (!entity?.fields.boarding_points || byName.size === 0) return groups;
  const { rows } = await sql<{ name: string; points: number[] }>`
    select name, boarding_points as points from ${sql.table(entity.table)}`.execute(trx);
  for (const { name, points } of rows) {
    const group = groups.get(name);
    if (group && Array.isArray(points)) group.points = points;
  }
  return groups;
}

/**
 * The demo journeys (some 60: twenty tours in three editions each), referring to the categories,
 * countries and organizers of the internet seed and the hotels and boarding groups of the travel
 * seed by name: whatever those seeds do not have is left out; each with its programme as a file.
 * Adds the journeys whose title is missing and the files whose link is, in one transaction.
 */
export async function seedJourneys(db: Kysely<Tables>, registry: Registry) {
  return db.transaction().execute(async (trx) => {
    const references: JourneyReferences = {
      categories: await idsByName(trx, registry, 'internet/journey-category', 'name'),
      countries: await idsByName(trx, registry, 'internet/country', 'iso'),
      organizations: await idsByName(trx, registry, 'internet/organization', 'name'),
      hotels: await idsByName(trx, registry, 'travel/hotel', 'name'),
      boardingGroups: await boardingGroups(trx, registry),
    };
    const rows = journeyTemplates.flatMap((template, position) => journeyRows(template, position, references));
    const { added, ids } = await insertMissing(trx, registry, 'journeys/journey', 'title', rows);
    const files = rows.flatMap(({ title }) => {
      const id = ids.get(String(title));
      const link = `https://www.reisen.example/programme/${slugify(String(title))}.pdf`;
      return id === undefined
        ? []
        : [{ id_jrn_journey: id, name: `Reiseprogramm ${String(title)}`, link, type: 'document', order: 0 }];
    });
    const { added: filesAdded } = await insertMissing(trx, registry, 'journeys/journey-file', 'link', files);
    return { journeys: added, journeyFiles: filesAdded };
  });
}
