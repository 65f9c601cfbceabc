import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { printJourney } from '../../server/areas/journeys/print-export.ts';
import { createPrintClient } from '../../server/integrations/print/print-client.ts';
import { startPrintEmulator, type PrintEmulator } from '../../server/integrations/print/print-emulator.ts';
import type { PrintJourney, PrintSystem } from '../../server/integrations/print/print-system.ts';
import { sendControl } from './support/emulatorControl.ts';

// The print client against the project's print emulator, over HTTP on loopback, and against
// answers that are not documents.

const TIMEOUT_MS = 1000;

let emulator: PrintEmulator;
let client: PrintSystem;
beforeAll(async () => {
  emulator = await startPrintEmulator();
  client = createPrintClient({ baseUrl: emulator.url, apiKey: emulator.apiKey, timeoutMs: TIMEOUT_MS });
});
afterEach(() => emulator.reset());
afterAll(() => emulator.close());

const journey = (id: number): PrintJourney => ({
  id,
  title: `Reise ${id}`,
  subtitle: null,
  teaser: null,
  dates: [],
  images: [],
});

describe('the print client', () => {
  it('exports a journey and follows its document along the print sheet until it is released', async () => {
    expect(await client.exportJourney(journey(7))).toEqual({ id: 7, status: 'exported', locked: true, message: null });
    const statuses = [];
    for (let query = 0; query < 4; query += 1) statuses.push((await client.documentStatus(7)).status);
    expect(statuses).toEqual(['data_received', 'image_import', 'completed', 'completed']);
    expect((await sendControl(emulator.url, 'POST', '/control/documents/7/release')).status).toBe(200);
    expect(await client.documentStatus(7)).toMatchObject({ status: 'completed', locked: false });
  });

  it("reports the print sheet's error with its words, and a document it does not know as not-found", async () => {
    await client.exportJourney(journey(8));
    await sendControl(emulator.url, 'PUT', '/control/documents/8/status', { status: 'error', message: 'Bild fehlt' });
    expect(await client.documentStatus(8)).toEqual({ id: 8, status: 'error', locked: false, message: 'Bild fehlt' });
    await expect(client.documentStatus(9)).rejects.toMatchObject({ failure: 'not-found', status: 404 });
  });

  it('fails as the emulator is told to: an HTTP error, no answer, a body that is not JSON', async () => {
    for (const [mode, failure] of [
      ['error', 'http-status'],
      ['hang', 'timeout'],
      ['malformed', 'bad-answer'],
    ] as const) {
      emulator.failNext(1, mode);
      await expect(client.exportJourney(journey(10)), mode).rejects.toMatchObject({ failure });
    }
  });

  it('refuses a wrong key, and answers that are not the document asked about', async () => {
    const wrongKey = createPrintClient({ baseUrl: emulator.url, apiKey: 'wrong', timeoutMs: TIMEOUT_MS });
    await expect(wrongKey.documentStatus(7)).rejects.toMatchObject({ failure: 'http-status', status: 401 });
    for (const body of [
      { id: 12, status: 'exported', locked: true },
      { id: 11, status: 'printed', locked: true },
      { id: 11, status: 'exported', locked: 'yes' },
      [],
    ]) {
      const server = createServer((_request, response) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      try {
        const other = createPrintClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k', timeoutMs: TIMEOUT_MS });
        await expect(other.documentStatus(11), JSON.stringify(body)).rejects.toMatchObject({ failure: 'bad-answer' });
      } finally {
        server.close();
      }
    }
  });
});

describe('what the print sheet is sent of a journey', () => {
  it('its texts, its active dates, and its pictures with the main one first', () => {
    expect(
      printJourney({
        id_jrn_journey: 3,
        title: 'Advent in Prag',
        subtitle: '',
        teaser: 'Goldene Stadt',
        dates: [
          { from: '2026-12-04', till: '2026-12-06', price: 399 },
          { from: '2026-12-11', till: '2026-12-13', price: 429, active: false },
        ],
        images: [
          { link: '/b.png', order: 1 },
          { link: '/a.png', order: 0 },
          { link: '/main.png', order: 2, main: true },
        ],
      }),
    ).toEqual({
      id: 3,
      title: 'Advent in Prag',
      subtitle: null,
      teaser: 'Goldene Stadt',
      dates: [{ from: '2026-12-04', till: '2026-12-06', price: 399 }],
      images: ['/main.png', '/a.png', '/b.png'],
    });
  });
});
