import { sql, type Kysely } from 'kysely';
import { mergeTexts, type TranslationTexts, type TranslationType } from '../../../domain/app/translatable-fields.ts';
import { transact } from '../../crud/crud-context.ts';
import type { Tables } from '../../db/tables.ts';

/** The stored texts of one record; none yet is empty. */
export async function storedTexts(db: Kysely<Tables>, type: TranslationType, id: number): Promise<TranslationTexts> {
  const row = await db
    .selectFrom('app_translations')
    .select('texts')
    .where('type', '=', type)
    .where('type_id', '=', id)
    .executeTakeFirst();
  return row?.texts ?? {};
}

/** Every stored translation of the type, by record id. */
export async function translationsOfType(db: Kysely<Tables>, type: TranslationType) {
  return db
    .selectFrom('app_translations')
    .select(['type_id', 'texts'])
    .where('type', '=', type)
    .orderBy('type_id')
    .execute();
}

/**
 * Lays the changes over the record's stored texts and answers the result. The table has no unique
 * index on (type, type_id): a lock per record makes two first saves at once write one row.
 */
export async function saveTexts(
  db: Kysely<Tables>,
  type: TranslationType,
  id: number,
  changes: TranslationTexts,
  userId: number,
): Promise<TranslationTexts> {
  return transact(db, async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`app_translations:${type}:${id}`}))`.execute(trx);
    const stored = await trx
      .selectFrom('app_translations')
      .select(['id_translations', 'texts'])
      .where('type', '=', type)
      .where('type_id', '=', id)
      .executeTakeFirst();
    const texts = mergeTexts(stored?.texts ?? {}, changes);
    if (stored)
      await trx
        .updateTable('app_translations')
        .set({ texts: JSON.stringify(texts), updated_at: sql`now()`, updated_by: userId })
        .where('id_translations', '=', stored.id_translations)
        .execute();
    else
      await trx
        .insertInto('app_translations')
        .values({ type, type_id: id, texts: JSON.stringify(texts), created_by: userId, updated_by: userId })
        .execute();
    return texts;
  });
}
