import type { Kysely } from 'kysely';
import type { EntityDefinition } from '../../../registry/types.ts';
import { dynamic, type DynamicSelect } from '../../crud/crud-context.ts';
import { readableColumns } from '../../crud/readable-columns.ts';
import type { Tables } from '../../db/tables.ts';
import type { SchemaObject } from '../../openapi/types.ts';

/** The entities a ticket is shown with: its order, its date and that date's event, its price category. */
export interface TicketEntities {
  ticket: EntityDefinition;
  order: EntityDefinition;
  eventDate: EntityDefinition;
  event: EntityDefinition;
  priceCategory: EntityDefinition;
}

/**
 * Tickets as a person at the door or in the order screen reads them: the ticket's own fields with
 * its order's number and status, its event's title, its date's start and its price category's
 * title. A date or category moved to the trash still names the ticket's. Alias `t` is the ticket.
 */
export function selectTicketViews(db: Kysely<Tables>, entities: TicketEntities): DynamicSelect {
  const { ticket, order, eventDate, event, priceCategory } = entities;
  return dynamic(db)
    .selectFrom(`${ticket.table} as t`)
    .innerJoin(`${order.table} as o`, `o.${order.idField}`, `t.id_tk_order`)
    .leftJoin(`${eventDate.table} as d`, `d.${eventDate.idField}`, `t.id_tk_event_date`)
    .leftJoin(`${event.table} as e`, `e.${event.idField}`, `d.id_tk_event`)
    .leftJoin(`${priceCategory.table} as p`, `p.${priceCategory.idField}`, `t.id_tk_price_category`)
    .select([
      ...readableColumns(ticket).map((column) => `t.${column}`),
      'o.number as order_number',
      'o.status as order_status',
      'e.title as event_title',
      'd.starts_at',
      'p.title as price_category_title',
    ]);
}

/** A ticket view in the OpenAPI document: `ticket`, the ticket's read schema, with the columns above. */
export const ticketViewSchema = (ticket: SchemaObject): SchemaObject => ({
  allOf: [
    ticket,
    {
      type: 'object',
      properties: {
        order_number: { type: ['string', 'null'] },
        order_status: { type: 'string' },
        event_title: { type: ['string', 'null'] },
        starts_at: { type: ['string', 'null'], format: 'date-time' },
        price_category_title: { type: ['string', 'null'] },
      },
    },
  ],
});
