import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

type Row = Record<string, unknown>;
type Call = (options: InjectOptions) => Promise<LightMyRequestResponse>;

let counter = 0;
/** A temporary id as the event editor makes them (`temp_<counter>_<timestamp>`). */
export const tempId = () => `temp_${(counter += 1)}_1763712000000`;

let events = 0;
/** A new event created with the generic call, as the editor does before its first batch. */
export async function createEvent(call: Call, values: Row = {}): Promise<Row> {
  events += 1;
  const answer = await call({
    method: 'POST',
    url: '/api/ticket/event',
    payload: { title: `Batch ${events}`, slug: `batch-${events}-${Date.now()}`, ...values },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

export const saveBatch = (call: Call, eventId: unknown, payload: Row) =>
  call({ method: 'PATCH', url: `/api/ticket/event/${String(eventId)}/batch`, payload });

/** A batch that must succeed: its answer. */
export async function savedBatch(call: Call, eventId: unknown, payload: Row) {
  const answer = await saveBatch(call, eventId, payload);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{
    success: boolean;
    idMapping: Record<string, number>;
    event: Row & { dates: (Row & { date_prices: Row[] })[]; price_categories: Row[] };
    operations: Record<string, number>;
    error: unknown;
  }>();
}
