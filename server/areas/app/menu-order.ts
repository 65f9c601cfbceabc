import { sql, type Kysely } from 'kysely';
import type { MenuOrder } from '../../../domain/app/travel-menu.ts';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { writeAudit } from '../../crud/audit.ts';
import { transact } from '../../crud/crud-context.ts';
import type { Tables } from '../../db/tables.ts';
import { ApiError } from '../../errors.ts';
import { currentDeparture } from './current-departure.ts';
import { menuItems } from './menu-view.ts';

const noCurrentDeparture = () =>
  new ApiError('Conflict', 'You are on no journey today', { errors: [{ key: 'app.errors.no_current_departure' }] });

const notOnMenu = () =>
  new ApiError('Unprocessable', 'The dish is not on that day’s menu', {
    errors: [{ field: 'name', key: 'app.errors.not_on_menu' }],
  });

/**
 * Orders a dish of the current departure's menu for the user: a consumption row of theirs with the
 * menu's course and price (a price never comes from the client), and its history row.
 */
export async function orderFromMenu(
  db: Kysely<Tables>,
  consumption: ResourceDefinition,
  user: { id_users: number },
  order: MenuOrder,
  ip: string,
) {
  const departure = await currentDeparture(db, user);
  if (!departure) throw noCurrentDeparture();
  const dish = menuItems(departure).find((item) => item.day === order.day && item.name === order.name);
  if (!dish) throw notOnMenu();
  return transact(db, async (trx) => {
    const row = await trx
      .insertInto('app_consumptions')
      .values({
        id_users: user.id_users,
        id_app_departure: departure.id_app_departure,
        day: order.day,
        course: dish.course,
        name: dish.name,
        price: dish.price,
        quantity: order.quantity,
        ordered_at: sql<Date>`now()`,
        created_by: user.id_users,
        updated_by: user.id_users,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, consumption.entity, {
      userId: user.id_users,
      ip,
      resource: consumption.name,
      recordId: row.id_consumption,
      action: 'create',
      after: row,
    });
    return row;
  });
}
