import { sql, type Kysely, type Selectable } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { writeAudits } from '../../crud/audit.ts';
import { transact } from '../../crud/crud-context.ts';
import type { AppTravelbagTemplateRow } from '../../db/entity-tables.ts';
import type { Tables } from '../../db/tables.ts';
import { notFound } from '../../errors.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';

type TemplateItem = Selectable<AppTravelbagTemplateRow>['items'][number];

/** The packing lists an app user may fill their suitcase from: names and how many items each has. */
export async function templateChoices(db: Kysely<Tables>) {
  const rows = await db
    .selectFrom('app_travelbagtemplates')
    .select(['id_travelbagtemplates', 'short', 'description', 'items'])
    .orderBy('short')
    .orderBy('id_travelbagtemplates')
    .execute();
  return rows.map(({ items, ...template }) => ({ ...template, item_count: items.length }));
}

const labelKey = (label: string) => label.trim().toLowerCase();

/**
 * Adds the template's items the user's suitcase lacks (by label, in any case), after those they have,
 * in one transaction; answers the items added. The user's suitcase writes take turns, so that two
 * fills at once add each item once.
 */
export async function fillFromTemplate(
  db: Kysely<Tables>,
  suitcase: ResourceDefinition,
  who: { user: SignedInUser; ip: string },
  templateId: number,
) {
  const userId = who.user.id_users;
  return transact(db, async (trx) => {
    const template = await trx
      .selectFrom('app_travelbagtemplates')
      .select('items')
      .where('id_travelbagtemplates', '=', templateId)
      .executeTakeFirst();
    if (!template) throw notFound();
    await sql`select pg_advisory_xact_lock(hashtext(${`app_suitcase_items:user:${userId}`}))`.execute(trx);
    const owned = await trx
      .selectFrom('app_suitcase_items')
      .select(['label', 'sort'])
      .where('id_users', '=', userId)
      .execute();
    const have = new Set(owned.map((item) => labelKey(item.label)));
    const missing: TemplateItem[] = [];
    for (const item of template.items) {
      if (have.has(labelKey(item.label))) continue;
      have.add(labelKey(item.label));
      missing.push(item);
    }
    if (missing.length === 0) return { added: [] };
    const firstSort = Math.max(-1, ...owned.map((item) => item.sort)) + 1;
    const added = await trx
      .insertInto('app_suitcase_items')
      .values(
        missing.map((item, index) => ({
          id_users: userId,
          label: item.label.trim(),
          category: item.category ?? 'other',
          packed: false,
          id_travelbagtemplates: templateId,
          sort: firstSort + index,
          created_by: userId,
          updated_by: userId,
        })),
      )
      .returningAll()
      .execute();
    await writeAudits(
      trx,
      suitcase.entity,
      added.map((item) => ({
        userId,
        ip: who.ip,
        resource: suitcase.name,
        recordId: item.id_suitcase_item,
        action: 'create' as const,
        after: item,
      })),
    );
    return { added };
  });
}
