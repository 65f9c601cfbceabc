import type { ResourceDefinition } from '../../registry/types';

type Row = Record<string, unknown>;

/** A ticket as `GET {orders api}/{id}/details` and the scan answer it (server/tickets/ticket-view.ts). */
export interface TicketView {
  id_tk_ticket: number;
  code: string;
  price: number;
  holder_name: string | null;
  checked_in_at: string | null;
  order_number: string;
  order_status: string;
  event_title: string | null;
  starts_at: string | null;
  price_category_title: string | null;
}

/** `GET {orders api}/{id}/details`: the order with what belongs to it. */
export interface OrderDetails {
  order: Row;
  tickets: TicketView[];
  payments: Row[];
  invoices: Row[];
  vouchers: Row[];
}

export const orderDetailsPath = (orders: ResourceDefinition, id: string) => `${orders.api}/${id}/details`;
