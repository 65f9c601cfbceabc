import type { TicketView } from '../../domain/tickets/ticket-view';
import type { ResourceDefinition } from '../../registry/types';

type Row = Record<string, unknown>;

/** `GET {orders api}/{id}/details`: the order with what belongs to it. */
export interface OrderDetails {
  order: Row;
  tickets: TicketView[];
  payments: Row[];
  invoices: Row[];
  vouchers: Row[];
}

export const orderDetailsPath = (orders: ResourceDefinition, id: string) => `${orders.api}/${id}/details`;
