import { sql, type Kysely } from 'kysely';
import type { EntityHooks } from '../../crud/entity-hooks.ts';
import type { AppPhotoEntryRow } from '../../db/entity-tables.ts';
import type { Tables } from '../../db/tables.ts';
import { ApiError } from '../../errors.ts';
import type { AppServices } from './app-context.ts';

type PhotoCategory = AppPhotoEntryRow['category'];

/**
 * 409 when the user has an entry in the category already. A user's entries are written one at a time
 * (an advisory lock on the user in the transaction), so that two entries sent at once cannot both find
 * the category free.
 */
async function refuseTakenCategory(trx: Kysely<Tables>, userId: number, category: PhotoCategory, entryId?: number) {
  await sql`select pg_advisory_xact_lock(hashtext(${`app_photo_entries:user:${userId}`}))`.execute(trx);
  const other = await trx
    .selectFrom('app_photo_entries')
    .select('id_photo_entry')
    .where('id_users', '=', userId)
    .where('category', '=', category)
    .$if(entryId !== undefined, (query) => query.where('id_photo_entry', '!=', entryId as number))
    .executeTakeFirst();
  if (other)
    throw new ApiError('Conflict', 'You have an entry in this category already', {
      errors: [{ field: 'category', key: 'app.errors.photo_category_taken', params: { category } }],
    });
}

/** The photo competition (spec 1 §5): one image per category and user. */
export const photoEntryHooks = (_services: AppServices): EntityHooks => ({
  async beforeWrite({ trx, context, values, before }) {
    const category = (values.category ?? before?.category) as PhotoCategory | undefined;
    const changesCategory = !before || (values.category !== undefined && values.category !== before.category);
    if (category && changesCategory) {
      const owner = (before?.id_users ?? context.assign.id_users ?? context.user.id_users) as number;
      await refuseTakenCategory(trx, owner, category, before?.id_photo_entry as number | undefined);
    }
    return values;
  },
});
