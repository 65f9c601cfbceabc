import type { Kysely } from 'kysely';
import { dynamic } from '../../crud/crud-context.ts';
import type { EntityHooks } from '../../crud/entity-hooks.ts';
import type { Tables } from '../../db/tables.ts';
import { ApiError } from '../../errors.ts';

const TABLE = 'web_menu_item';
const ID = 'id_web_menu_item';
/** Deeper than any website menu nests; a chain longer than this is taken for a loop. */
const DEEPEST = 50;

const refused = (message: string, error: { field: string; key: string }) =>
  new ApiError('Unprocessable', message, { errors: [error] });

/** The ids above an item, nearest first, with the menu of its parent. */
async function ancestors(trx: Kysely<Tables>, parent: number) {
  const chain: number[] = [];
  let menu: unknown;
  let next: number | null = parent;
  while (next !== null && chain.length <= DEEPEST) {
    const row = (await dynamic(trx)
      .selectFrom(TABLE)
      .select([ID, 'id_web_menu', 'id_parent'])
      .where(ID, '=', next)
      .executeTakeFirst()) as { id_web_menu: number; id_parent: number | null } | undefined;
    if (!row) break;
    if (chain.length === 0) menu = row.id_web_menu;
    chain.push(next);
    next = row.id_parent;
  }
  return { chain, menu };
}

/**
 * Web menu items nest (spec 1 §2 "items ordered and nested"): an item's parent is an item of the
 * same menu, and never the item itself or one below it; an item with items below it stays in its menu.
 */
export const menuItemHooks: EntityHooks = {
  async beforeWrite({ trx, values, before, mode }) {
    const item = mode === 'put' ? { ...values } : { ...before, ...values };
    if (before && item.id_web_menu !== before.id_web_menu) {
      const child = await dynamic(trx)
        .selectFrom(TABLE)
        .select(ID)
        .where('id_parent', '=', before[ID])
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (child)
        throw refused('The items below it would stay in its menu', {
          field: 'id_web_menu',
          key: 'internet.menuItem.childrenStay',
        });
    }
    const parent = item.id_parent;
    if (typeof parent !== 'number') return values;
    const { chain, menu } = await ancestors(trx, parent);
    if (before && (chain.includes(before[ID] as number) || chain.length > DEEPEST))
      throw refused('A menu item cannot be nested under itself', {
        field: 'id_parent',
        key: 'internet.menuItem.parentLoop',
      });
    if (menu !== undefined && menu !== item.id_web_menu)
      throw refused('The parent item belongs to another menu', {
        field: 'id_parent',
        key: 'internet.menuItem.parentElsewhere',
      });
    return values;
  },
};
