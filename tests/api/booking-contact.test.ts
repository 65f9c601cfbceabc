import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_HOST, engineTenant, onlineJourney, TENANT_EMAIL } from './support/online-bookings.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// The engine's contact form: a message to the tour operator's address, at most 5 per client in 10 minutes.

let api: TestApp;

beforeAll(async () => {
  api = await createTestApp();
  await engineTenant(api.database.db);
});
afterEach(() => api.mails.clear());
afterAll(() => api.close());

const message = {
  name: 'Erika Mustermann',
  email: 'erika@example.org',
  phone: '+49 40 123456',
  message: 'Gibt es auf der Reise ein Zimmer mit Meerblick?',
  journey: null,
};

let clients = 0;
/** A message from its own client address, so that the tests do not share the limit. */
const send = (payload: unknown, ip = `192.0.2.${++clients}`) =>
  api.app.inject({
    method: 'POST',
    url: '/api/booking-engine/contact',
    headers: { host: ENGINE_HOST },
    payload: payload as Record<string, unknown>,
    remoteAddress: ip,
  });

describe('a contact message', () => {
  it("is mailed to the host's company address, the sender and the journey in the text", async () => {
    const journey = await onlineJourney(api, { inRatio: false });
    const sent = await send({ ...message, journey: journey.id });
    expect(sent.statusCode).toBe(204);
    const [mail] = api.mails.messages();
    expect(mail?.to).toEqual([TENANT_EMAIL]);
    expect(mail?.subject).toBe('Anfrage über die Online-Buchung von Erika Mustermann');
    expect(mail?.text).toContain('E-Mail: erika@example.org');
    expect(mail?.text).toContain('Telefon: +49 40 123456');
    expect(mail?.text).toContain(`Reise: ${journey.title} (${journey.id})`);
    expect(mail?.text).toContain(message.message);
  });

  it.each([
    ['an empty name', { ...message, name: '  ' }, 'name'],
    ['a name with a line break', { ...message, name: 'Erika\nBcc: x@example.org' }, 'name'],
    ['no email address', { ...message, email: 'erika' }, 'email'],
    ['an empty message', { ...message, message: '' }, 'message'],
    ['a message too long', { ...message, message: 'x'.repeat(4001) }, 'message'],
    ['a phone number too long', { ...message, phone: '1'.repeat(41) }, 'phone'],
    ['a field it does not know', { ...message, subject: 'Hallo' }, 'subject'],
    ['an unknown journey', { ...message, journey: 2_000_000_000 }, 'journey'],
  ])('is refused with 400 for %s', async (_name, payload, field) => {
    const refused = await send(payload);
    expect(refused.statusCode).toBe(400);
    const { errors } = refused.json();
    expect(errors.map((error: { field?: string }) => error.field)).toContain(field);
    for (const error of errors) expect(error.key).toMatch(/^error\./);
    expect(api.mails.messages()).toHaveLength(0);
  });

  it('is refused with 429 as the sixth from one client within 10 minutes', async () => {
    const ip = '198.51.100.7';
    for (let count = 0; count < 5; count += 1) expect((await send(message, ip)).statusCode).toBe(204);
    const refused = await send(message, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toEqual([
      { key: 'booking.errors.too_many_messages', params: { seconds: expect.any(Number) } },
    ]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(api.mails.messages()).toHaveLength(5);
    expect((await send(message, '198.51.100.8')).statusCode).toBe(204);
  });

  it('is refused with 403 booking.errors.disabled while online booking is switched off', async () => {
    await engineTenant(api.database.db, false);
    try {
      const refused = await send(message);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors).toEqual([{ key: 'booking.errors.disabled' }]);
    } finally {
      await engineTenant(api.database.db);
    }
  });
});
