import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestApp } from './testApp.ts';

type Row = Record<string, unknown>;
type Call = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** A picture the journey is shown by, and one beside it. */
export const MAIN_IMAGE = { link: '/api/uploads/main.png', order: 0, main: true };
export const OTHER_IMAGE = { link: '/api/uploads/other.png', order: 1, main: false };

/** The fields a client never sends: the id, the system fields, and what only the server moves. */
const NOT_WRITTEN = [
  'id_jrn_journey',
  'created_at',
  'updated_at',
  'created_by',
  'updated_by',
  'deleted_at',
  'censhare_status',
  'print_locked',
];

/** A PUT body of the stored journey with `changes`: every writable field, and its version. */
export const replacement = (journey: Row, changes: Row = {}): Row => ({
  ...Object.fromEntries(Object.entries(journey).filter(([field]) => !NOT_WRITTEN.includes(field))),
  ...changes,
});

/** The journey API as one caller uses it. */
export function journeyCalls(call: Call) {
  const create = async (values: Row = {}): Promise<Row> => {
    const answer = await call({ method: 'POST', url: '/api/journey-lit', payload: { title: 'Testreise', ...values } });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<Row>();
  };
  const read = async (id: unknown): Promise<Row> => {
    const answer = await call({ method: 'GET', url: `/api/journey-lit/${String(id)}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Row>();
  };
  return { create, read };
}

/** Sets what only the server moves, as the print export would have left it. */
export async function setPrintState(
  app: TestApp,
  id: unknown,
  values: { print_locked?: boolean; censhare_status?: string },
) {
  const sets = Object.entries(values).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  await sql`update jrn_journey set ${sql.join(sets)} where id_jrn_journey = ${Number(id)}`.execute(app.database.db);
}

/** The refusal's status and its first message key with its field. */
export const refusalOf = (answer: LightMyRequestResponse) => {
  const body = answer.json<{ errors?: { field?: string; key: string }[] }>();
  return { status: answer.statusCode, field: body.errors?.[0]?.field, key: body.errors?.[0]?.key };
};
