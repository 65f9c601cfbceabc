import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { berlinDay } from '../../domain/berlin-time.ts';
import type { Method, OpenApiDocument, ResponseObject, SchemaObject } from '../../server/openapi/types.ts';
import { documentSchemaValidator } from '../unit/support/openapiValidators.ts';
import { resolve } from '../unit/support/openapiWalk.ts';
import { createEvent, tempId } from './support/eventBatch.ts';
import { superadminApp } from './support/superadminApp.ts';
import { insertEventDate, insertOrder, insertRow, insertTicket } from './support/ticketRows.ts';

// The bespoke calls answer what the OpenAPI document the app serves says they answer: each answer
// of a real call is checked against the document's schema for its path, method and status.

const api = superadminApp();
const { call } = api;

let document: OpenApiDocument;
let validator: ReturnType<typeof documentSchemaValidator>;
beforeAll(async () => {
  document = (await api.app.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  validator = documentSchemaValidator(document);
});

function answerSchema(path: string, method: Method, status: number, media: string): SchemaObject {
  const answer = document.paths[path]?.[method]?.responses[String(status)];
  expect(answer, `${method} ${path} answers ${status}`).toBeDefined();
  const response = (answer && '$ref' in answer ? resolve(document, answer.$ref) : answer) as ResponseObject;
  const schema = response.content?.[media]?.schema;
  expect(schema, `${method} ${path} ${status} as ${media}`).toBeDefined();
  return schema as SchemaObject;
}

/** The answer's JSON body fits the document's schema for the call and the answer's status. */
function expectDocumented(path: string, method: Method, answer: LightMyRequestResponse, body: unknown = answer.json()) {
  const validate = validator(answerSchema(path, method, answer.statusCode, 'application/json'));
  expect(validate(body), `${method} ${path} ${answer.statusCode}: ${JSON.stringify(validate.errors)}`).toBe(true);
}

async function soldTicket() {
  const { db } = api.app.database;
  const date = await insertEventDate(db, {
    title: 'Documented',
    startsAt: '2026-12-01T19:30:00+01:00',
    category: 'Saal',
  });
  const order = await insertOrder(db, 'paid');
  const ticket = await insertTicket(db, order.id, date);
  return { order, ticket };
}

describe('the answers of the ticket calls', () => {
  it('scanning a ticket and an unknown code', async () => {
    const { ticket } = await soldTicket();
    for (const code of [ticket.code, ticket.code, 'NO-SUCH-CODE']) {
      const answer = await call({ method: 'POST', url: '/api/ticket/scan', payload: { code } });
      expect(answer.statusCode, answer.body).toBe(201);
      expectDocumented('/ticket/scan', 'post', answer);
    }
  });

  it("an order's details, and moving it, allowed and refused", async () => {
    const { order } = await soldTicket();
    const details = await call({ method: 'GET', url: `/api/ticket/order/${order.id}/details` });
    expect(details.statusCode, details.body).toBe(200);
    expectDocumented('/ticket/order/{id}/details', 'get', details);

    const move = (status: string) =>
      call({ method: 'PUT', url: `/api/ticket/order/${order.id}/status`, payload: { status } });
    const moved = await move('changed');
    expect(moved.statusCode, moved.body).toBe(200);
    expectDocumented('/ticket/order/{id}/status', 'put', moved);
    const refused = await move('created');
    expect(refused.statusCode, refused.body).toBe(422);
    expectDocumented('/ticket/order/{id}/status', 'put', refused);
  });

  it('checking a payment with the provider, when it answers and when it fails', async () => {
    const { db } = api.app.database;
    const order = await insertOrder(db, 'pending_payment');
    const providerId = `pay_documented_${order.id}`;
    const paymentId = await insertRow(db, 'tk_payment', 'id_tk_payment', {
      reference: `D-${order.id}`,
      id_tk_order: order.id,
      status: 'pending',
      method: 'credit_card',
      amount: 79.8,
      provider: 'emulator',
      provider_payment_id: providerId,
    });
    api.app.payments.seed([{ id: providerId, amount: 7980, status: 'paid' }]);
    const check = () =>
      call({ method: 'PUT', url: `/api/ticket/payment/status/${paymentId}`, payload: { action: 'check' } });

    const checked = await check();
    expect(checked.statusCode, checked.body).toBe(200);
    expectDocumented('/ticket/payment/status/{paymentId}', 'put', checked);
    api.app.payments.failNext(1, 'error');
    const failed = await check();
    expect(failed.statusCode, failed.body).toBe(502);
    expectDocumented('/ticket/payment/status/{paymentId}', 'put', failed);
  });

  it('creating vouchers in bulk: every line of the stream', async () => {
    const answer = await call({
      method: 'POST',
      url: '/api/ticket/voucher/bulk',
      payload: { amount: 3, prefix: 'DOC-', code_length: 8, voucher: { type: 'fixed', value: 10, usage_limit: 1 } },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const line = validator(answerSchema('/ticket/voucher/bulk', 'post', 200, 'application/x-ndjson'));
    const lines = answer.body.trim().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const text of lines) expect(line(JSON.parse(text)), `${text}: ${JSON.stringify(line.errors)}`).toBe(true);
  });

  it("saving an event's batch", async () => {
    const event = await createEvent(call);
    const category = tempId();
    const answer = await call({
      method: 'PATCH',
      url: `/api/ticket/event/${String(event.id_tk_event)}/batch`,
      payload: {
        version: event.version,
        newGenres: [{ id: tempId(), name: 'Documented', slug: `documented-${String(event.id_tk_event)}` }],
        newPriceCategories: [{ id: category, title: 'Saal', price: 30 }],
        newDates: [
          {
            id: tempId(),
            starts_at: '2026-12-01T19:30',
            localPrices: [{ id: tempId(), id_tk_price_category: category, price: 35 }],
          },
        ],
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expectDocumented('/ticket/event/{id}/batch', 'patch', answer);
  });
});

describe('the answers of the other calls', () => {
  it("the AI service's metadata for an artist", async () => {
    const artist = await insertRow(api.app.database.db, 'tk_artist', 'id_tk_artist', {
      name: 'Die Dokumentierten',
      slug: 'die-dokumentierten',
    });
    const answer = await call({
      method: 'POST',
      url: '/api/openai',
      payload: { request: 'getMetaDataByArtistId', id_tk_artist: artist },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expectDocumented('/openai', 'post', answer);
  });

  it("the host's company data, without a token", async () => {
    const answer = await api.app.app.inject({ method: 'GET', url: '/api/tenant' });
    expect(answer.statusCode, answer.body).toBe(200);
    expectDocumented('/tenant', 'get', answer);
  });
});

describe('the answers of the journey calls', () => {
  it('exporting a journey to print: taken, refused while locked, failed; its state; the journey lists', async () => {
    const created = await call({
      method: 'POST',
      url: '/api/journey-lit',
      payload: { title: 'Dokumentierte Reise', online: true, images: [{ link: '/a.png', main: true }] },
    });
    const id = created.json<{ id_jrn_journey: number }>().id_jrn_journey;
    const exportIt = () => call({ method: 'POST', url: '/api/journey-censhare', payload: { id_jrn_journey: id } });
    const taken = await exportIt();
    expect(taken.statusCode, taken.body).toBe(200);
    expectDocumented('/journey-censhare', 'post', taken);
    const locked = await exportIt();
    expect(locked.statusCode, locked.body).toBe(423);
    expectDocumented('/journey-censhare', 'post', locked);
    const state = await call({ method: 'GET', url: `/api/journey-censhare/${id}` });
    expect(state.statusCode, state.body).toBe(200);
    expectDocumented('/journey-censhare/{id}', 'get', state);
    api.app.print.failNext(1, 'error');
    const failed = await call({ method: 'GET', url: `/api/journey-censhare/${id}` });
    expect(failed.statusCode, failed.body).toBe(502);
    expectDocumented('/journey-censhare/{id}', 'get', failed);

    for (const path of ['/journey/travel-menu', '/journey/menu-invoice', '/journey-web-legacy']) {
      const answer = await call({ method: 'GET', url: `/api${path}?id_jrn_journey=${id}` });
      expect(answer.statusCode, answer.body).toBe(200);
      expectDocumented(path, 'get', answer);
    }
  });
});

describe('the answers of the app user’s calls', () => {
  it('the bus location of a departure driven today, and the phone verification', async () => {
    const { db } = api.app.database;
    const { id_users } = await db
      .selectFrom('users')
      .select('id_users')
      .where('email', '=', 'superadmin@demo.local')
      .executeTakeFirstOrThrow();
    const today = berlinDay();
    await db
      .insertInto('app_departures')
      .values({
        title: 'Dokumentierte Fahrt',
        journey_start: today,
        journey_end: today,
        vehicle_id: '281474977075001',
        id_users_driver: id_users,
      })
      .execute();
    const bus = await call({ method: 'GET', url: '/api/appuser/buslocation' });
    expect(bus.json().status).toBe('ok');
    expectDocumented('/appuser/buslocation', 'get', bus);

    await db.updateTable('users').set({ mobile: '0151 7654321' }).where('id_users', '=', id_users).execute();
    const state = await call({ method: 'GET', url: '/api/phone-verification' });
    expectDocumented('/phone-verification', 'get', state);
    const sent = await call({ method: 'POST', url: '/api/phone-verification', payload: {} });
    expect(sent.statusCode, sent.body).toBe(200);
    expectDocumented('/phone-verification', 'post', sent);
    const code = /\b(\d{6})\b/.exec(api.app.mails.messages().at(-1)?.text ?? '')?.[1] ?? '';
    const confirmed = await call({ method: 'POST', url: '/api/phone-verification/confirm', payload: { code } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expectDocumented('/phone-verification/confirm', 'post', confirmed);
    const wrong = await call({ method: 'POST', url: '/api/phone-verification/confirm', payload: { code } });
    expect(wrong.statusCode).toBe(422);
    expectDocumented('/phone-verification/confirm', 'post', wrong);
  });
});
