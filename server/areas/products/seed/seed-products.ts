import type { Kysely } from 'kysely';
import type { Registry } from '../../../../registry/types.ts';
import type { Tables } from '../../../db/tables.ts';
import { demoRegistry } from '../../../db/seed/demo-registry.ts';
import { insertMissing } from '../../../db/seed/missing-rows.ts';
import { demoProductGroups } from './product-data.ts';

/** The demo product groups and their article groups. Adds what is missing, in one transaction. */
export async function seedProducts(db: Kysely<Tables>, registry: Registry = demoRegistry()) {
  return db.transaction().execute(async (trx) => {
    const { added: productGroups, ids: groupIds } = await insertMissing(
      trx,
      registry,
      'products/product-group',
      'number',
      demoProductGroups.map(({ number, name, note }) => ({ number, name, note })),
    );
    const { added: articleGroups } = await insertMissing(
      trx,
      registry,
      'products/article-group',
      'number',
      demoProductGroups.flatMap((group) =>
        group.articles.map((article) => ({ ...article, id_prd_product_group: groupIds.get(group.number) })),
      ),
    );
    return { productGroups, articleGroups };
  });
}
