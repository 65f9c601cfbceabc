/**
 * A ticket as the order details and the scan answer give it (server/areas/tickets/ticket-view.ts):
 * with its order, event and price category.
 */
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
