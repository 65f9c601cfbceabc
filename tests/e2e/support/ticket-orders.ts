import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken } from './sign-in';

/** The ticketing staff's demo login: ticket-admin and the ticket rights read, create, update, delete and scan. */
export const TICKETING = 'tickets@demo.local';

/*
 * The demo seed's two examples (server/db/seed/ticket-orders.ts: DEMO_ORDER_PAID and
 * DEMO_ORDER_PENDING_PAYMENT, the last two of its 300 orders): a paid order with two tickets for
 * an upcoming date and an invoice, and one waiting for its credit card payment at the emulator.
 */
export const DEMO_ORDER_PAID = 'B-2026-001299';
export const DEMO_ORDER_PENDING_PAYMENT = 'B-2026-001300';

export interface DemoTicket {
  id_tk_ticket: number;
  code: string;
  checked_in_at: string | null;
}

/** Reads the demo data through the API, as the ticketing staff. */
export async function demoData(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request, TICKETING)}` };
  const get = async <T>(path: string): Promise<T> => {
    const answer = await request.get(`/api${path}`, { headers });
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()) as T;
  };
  const firstOrder = async (query: string) => {
    const { data } = await get<{ data: { id_tk_order: number; number: string }[] }>(
      `/ticket/order?${query}&$limit=1&$sort[id_tk_order]=1`,
    );
    expect(data, `a demo order with ${query}`).toHaveLength(1);
    return data[0] as { id_tk_order: number; number: string };
  };
  return {
    get,
    orderNumbered: (number: string) => firstOrder(`number=${encodeURIComponent(number)}`),
    orderIn: (status: string) => firstOrder(`status=${status}`),
    ticketsOf: async (orderId: number) =>
      (await get<{ data: DemoTicket[] }>(`/ticket/ticket?id_tk_order=${orderId}&$sort[id_tk_ticket]=1`)).data,
  };
}
