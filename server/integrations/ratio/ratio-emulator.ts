import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { SEEDED_ON } from '../../db/seed/demo-clock.ts';
import { noRoute } from '../emulator/emulator-error.ts';
import { startEmulatorServer, type EmulatorCall } from '../emulator/emulator-server.ts';
import { OK_ENVELOPE_WIRE, sendOk } from '../emulator/ok-envelope-wire.ts';
import { createFailureSwitch, type CommonFailureMode } from '../emulator/failure-switch.ts';
import { objectBody, readJsonBody } from '../emulator/json-body.ts';
import { sendJson } from '../emulator/send-json.ts';
import { bookProcess } from './ratio-booking.ts';
import { renderRatioPdf } from './ratio-pdf.ts';
import { seedRatioState, type RatioState, type StoredDate } from './ratio-seed.ts';
import { ratioCatalogue } from './ratio-catalogue.ts';
import { positiveId } from './ratio-query.ts';
import { ratioStore, type NewDate } from './ratio-store.ts';

export interface RatioEmulator {
  /** The API root to give the client. */
  url: string;
  apiKey: string;
  /** What the emulated Ratio holds now; writes through the API change it. */
  state(): RatioState;
  /** Registers journey dates with their stops (a date of the same id, or else of the same `reise` and `beginn`, is replaced). */
  addDates(dates: readonly NewDate[]): StoredDate[];
  /** Back to the seeded data; pending failures and the delay are cleared too. */
  reseed(): void;
  /** Makes the next `times` API calls fail: HTTP 500, no answer, or a body that is not JSON. */
  failNext(times: number, mode: CommonFailureMode): void;
  setDelay(ms: number): void;
  /** Clears pending failures and the delay; the data stays. */
  reset(): void;
  close(): Promise<void>;
}

export interface RatioEmulatorOptions {
  host?: string;
  port?: number;
  apiKey?: string;
  /** The day cancellation fees are counted from (YYYY-MM-DD); the demo data's day by default, so fees stay the same. */
  today?: string;
}

const okPage = (response: ServerResponse, page: { data: unknown[]; total: number }) =>
  sendJson(response, 200, { status: 'ok', ...page });

function sendPdf(response: ServerResponse, name: string, pdf: Buffer) {
  response
    .writeHead(200, { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}.pdf"` })
    .end(pdf);
}

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/**
 * The project's stand-in for Ratio, the booking system: its `/api/…` (see README.md) over seeded data
 * held in memory, so that writes show in later reads. Control calls under `/control` read and reseed
 * the data, and make calls fail, hang or answer slowly.
 */
export async function startRatioEmulator({
  host = '127.0.0.1',
  port = 0,
  apiKey = randomBytes(16).toString('hex'),
  today = SEEDED_ON,
}: RatioEmulatorOptions = {}): Promise<RatioEmulator> {
  let data = seedRatioState();
  const failures = createFailureSwitch();
  const store = ratioStore(
    () => data,
    () => today,
  );

  const catalogue = ratioCatalogue(() => data, store);

  const body = async (call: EmulatorCall) => objectBody(await readJsonBody(call.request));

  async function answerFile(response: ServerResponse, pathname: string): Promise<boolean> {
    const bulk = /^\/api\/bulk-invoices\/([^/]+)\/pdf$/.exec(pathname)?.[1];
    if (bulk !== undefined) {
      const invoice = catalogue.bulkInvoice(decodeURIComponent(bulk));
      const agency = data.agencies.find((each) => each.id === invoice.agentur);
      const lines = [
        `${agency?.name ?? ''}, ${agency?.ort ?? ''}`,
        `Datum: ${invoice.datum}`,
        '',
        ...invoice.vorgaenge.map((nr) => {
          const process = store.process(nr);
          return `Vorgang ${nr}  ${process.titel}  ${euro.format(process.preis)}`;
        }),
        '',
        `Gesamt: ${euro.format(invoice.betrag)}`,
      ];
      sendPdf(
        response,
        invoice.sammelRechnungNr,
        await renderRatioPdf(`Sammelrechnung ${invoice.sammelRechnungNr}`, lines),
      );
      return true;
    }
    const invoiceOf = /^\/api\/templates\/invoice\/([^/]+)$/.exec(pathname)?.[1];
    if (invoiceOf === undefined) return false;
    const process = store.process(positiveId(invoiceOf, 'vorgangnr'));
    const booker = data.addresses.get(process.kennziffer);
    const lines = [
      booker ? `${booker.anrede ?? ''} ${booker.name2 ?? ''} ${booker.name1}`.trim() : '',
      booker ? `${booker.strasse ?? ''}, ${booker.plz ?? ''} ${booker.ort ?? ''}` : '',
      '',
      `Reise: ${process.titel} (${process.reise}), ${process.beginn} bis ${process.ende}`,
      `Teilnehmer: ${process.teilnehmer}`,
      `Reisepreis: ${euro.format(process.preis)}`,
    ];
    const title = `Rechnung ${process.rechnungsnr ?? `zu Vorgang ${process.nr}`}`;
    sendPdf(response, `rechnung-${process.nr}`, await renderRatioPdf(title, lines));
    return true;
  }

  async function api(call: EmulatorCall) {
    const { request, response, pathname, route } = call;
    if ((await failures.play(request, response)) === 'handled') return;
    if (request.method === 'GET' && (await answerFile(response, pathname))) return;
    const search = new URL(request.url ?? '/', 'http://emulator').searchParams;
    const [, collection = '', key, sub] = /^\/api\/([^/]+)(?:\/([^/]+))?(?:\/([^/]+))?\/?$/.exec(pathname) ?? [];
    const id = key === undefined ? undefined : decodeURIComponent(key);
    const number = (what: string) => positiveId(id ?? '', what);
    const method = request.method ?? 'GET';

    switch (`${method} ${collection}${id === undefined ? '' : '/:id'}${sub === undefined ? '' : `/${sub}`}`) {
      case 'GET addresses/:id':
        return sendOk(response, store.address(id ?? ''));
      case 'PUT addresses/:id':
        return sendOk(response, store.updateAddress(id ?? '', await readJsonBody(request)));
      case 'POST addresses':
        return sendOk(response, store.createAddress(await readJsonBody(request)), 201);
      case 'DELETE addresses/:id':
        return sendOk(response, store.deleteAddress(id ?? ''));
      case 'PUT booking/:id':
        return sendOk(response, store.setBookingType(number('nr'), await body(call)));
      case 'POST processes':
        return sendOk(response, bookProcess(data, await readJsonBody(request)), 201);
      case 'GET processes':
        return okPage(response, store.processes(search));
      case 'GET processes/:id':
        return sendOk(response, store.process(number('nr')));
      case 'PUT processes/:id/status':
        return sendOk(response, store.setStatus(number('nr'), await body(call)));
      case 'GET processes/:id/cancellation':
        return sendOk(response, store.cancellation(number('nr')));
      case 'POST processes/:id/cancellation':
        return sendOk(response, store.cancel(number('nr')));
      case 'GET processes/:id/participants':
        return sendOk(response, store.participantsOf(number('nr')));
      case 'GET participants/:id':
        return sendOk(response, store.participant(number('nr')));
      case 'PUT participants/:id':
        return sendOk(response, store.updateParticipant(number('nr'), await readJsonBody(request)));
      case 'PUT zustiege/:id':
        return sendOk(response, store.putBoardingEntry(number('nr'), await body(call)));
      case 'POST zustiege':
        return sendOk(response, store.postBoardingEntry(await body(call)), 201);
      case 'GET travelstops':
        return sendOk(response, catalogue.travelStops(search));
      case 'GET travelstops/:id':
        return sendOk(response, catalogue.travelStop(number('id')));
      case 'GET termine':
        return sendOk(response, catalogue.dates(search));
      case 'GET termine/:id':
        return sendOk(response, catalogue.date(number('id'), search));
      case 'GET quotas':
        return sendOk(response, catalogue.quotas(search));
      case 'GET quotas/:id':
        return sendOk(response, catalogue.quota(number('id')));
      case 'GET agencies':
        return sendOk(response, catalogue.agencies());
      case 'GET agencies/:id/customers':
        return okPage(response, catalogue.agencyCustomers(number('id'), search));
      case 'GET bulk-invoices':
        return sendOk(response, catalogue.bulkInvoices(search));
      case 'GET bulk-invoices/:id':
        return sendOk(response, catalogue.bulkInvoice(id ?? ''));
      default:
        throw noRoute(route);
    }
  }

  async function control({ request, response, route }: EmulatorCall) {
    const processNr = /^GET \/control\/processes\/(\d+)$/.exec(route)?.[1];
    if (processNr !== undefined) {
      const nr = Number(processNr);
      return sendJson(response, 200, { ...store.process(nr), participants: store.participantsOf(nr) });
    }
    switch (route) {
      case 'GET /control/state':
        return sendJson(response, 200, {
          addresses: data.addresses.size,
          processes: data.processes.size,
          participants: data.participants.size,
          boardingEntries: data.boarding.size,
          dates: data.dates.size,
          agencies: data.agencies,
          statuses: Object.fromEntries(
            [0, 1, 2, 3, 4, 5].map((status) => [
              status,
              [...data.processes.values()].filter((each) => each.status === status).length,
            ]),
          ),
        });
      case 'POST /control/dates':
        return sendJson(response, 200, store.addDates(await readJsonBody(request)));
      case 'DELETE /control/state':
        data = seedRatioState();
        failures.reset();
        return response.writeHead(204).end();
      default:
        throw noRoute(route);
    }
  }

  const server = await startEmulatorServer({
    name: 'Ratio emulator',
    host,
    port,
    apiKey,
    ...OK_ENVELOPE_WIRE,
    failures,
    api,
    control,
  });

  return {
    url: server.url,
    apiKey,
    state: () => data,
    addDates: (dates) => store.addDates(dates),
    reseed() {
      data = seedRatioState();
      failures.reset();
    },
    failNext: failures.failNext,
    setDelay: failures.setDelay,
    reset: failures.reset,
    close: server.close,
  };
}
