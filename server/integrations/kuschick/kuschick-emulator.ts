import { randomBytes } from 'node:crypto';
import { EmulatorError, noRoute } from '../emulator/emulator-error.ts';
import { startEmulatorServer, type EmulatorCall } from '../emulator/emulator-server.ts';
import { OK_ENVELOPE_WIRE, sendOk } from '../emulator/ok-envelope-wire.ts';
import { createFailureSwitch, type CommonFailureMode } from '../emulator/failure-switch.ts';
import { readJsonBody } from '../emulator/json-body.ts';
import { sendJson } from '../emulator/send-json.ts';
import { paymentSchema } from './kuschick-records.ts';
import { seedKuschickState, type KuschickState } from './kuschick-seed.ts';
import type { KuschickCustomer, KuschickPaymentResult, KuschickProcess } from './kuschick-system.ts';

export interface KuschickEmulator {
  /** The API root to give the client. */
  url: string;
  apiKey: string;
  /** What the emulated Kuschick holds now; writes through the API change it. */
  state(): KuschickState;
  /** Back to the seeded data; pending failures and the delay are cleared too. */
  reseed(): void;
  /** Makes the next `times` API calls fail: HTTP 500, no answer, or a body that is not JSON. */
  failNext(times: number, mode: CommonFailureMode): void;
  setDelay(ms: number): void;
  /** Clears pending failures and the delay; the data stays. */
  reset(): void;
  close(): Promise<void>;
}

export interface KuschickEmulatorOptions {
  host?: string;
  port?: number;
  apiKey?: string;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

const positiveId = (text: string, what: string) => {
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new EmulatorError(400, `${what} must be a positive number`);
  return Number(text);
};

/**
 * The project's stand-in for Kuschick, the second booking system: its `/api/…` (see README.md) over
 * seeded data held in memory, so that writes show in later reads. Control calls under `/control` read
 * and reseed the data, list the booking mails sent, and make calls fail, hang or answer slowly.
 */
export async function startKuschickEmulator({
  host = '127.0.0.1',
  port = 0,
  apiKey = randomBytes(16).toString('hex'),
}: KuschickEmulatorOptions = {}): Promise<KuschickEmulator> {
  let data = seedKuschickState();
  const failures = createFailureSwitch();

  function customer(id: number, withAddress: boolean): KuschickCustomer {
    const found = data.customers.get(id);
    if (!found) throw new EmulatorError(404, `Kein Kunde ${id}`);
    return { ...found, idaddress: withAddress ? found.idaddress : null };
  }

  function process(invoiceId: number): KuschickProcess {
    const found = data.processes.get(invoiceId);
    if (!found) throw new EmulatorError(404, `Kein Vorgang ${invoiceId}`);
    return found;
  }

  function addPayments(invoiceId: number, body: unknown): KuschickPaymentResult {
    const found = process(invoiceId);
    const { addKuschickPayments, sendBookingMail = false } = (body ?? {}) as Record<string, unknown>;
    const parsed = paymentSchema.array().min(1).safeParse(addKuschickPayments);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      throw new EmulatorError(
        400,
        `addKuschickPayments.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'not valid'}`,
      );
    }
    if (typeof sendBookingMail !== 'boolean') throw new EmulatorError(400, 'sendBookingMail: must be true or false');
    if (found.status === 5) throw new EmulatorError(409, `Vorgang ${invoiceId} ist storniert`);
    found.zahlungen.push(...parsed.data);
    found.bezahlt = cents(found.zahlungen.reduce((sum, payment) => sum + payment.betrag, 0));
    if (sendBookingMail)
      data.bookingMails.push({
        invoice_id: invoiceId,
        email: data.customers.get(found.kuschick_id)?.email ?? null,
        sentAt: new Date().toISOString(),
      });
    return {
      invoice_id: invoiceId,
      bezahlt: found.bezahlt,
      offen: cents(Math.max(0, found.preis - found.bezahlt)),
      zahlungen: found.zahlungen,
      buchungsmail: sendBookingMail,
    };
  }

  async function api({ request, response, route }: EmulatorCall) {
    if ((await failures.play(request, response)) === 'handled') return;
    const search = new URL(request.url ?? '/', 'http://emulator').searchParams;
    const [, resource = '', key] = /^[A-Z]+ \/api\/([^/]+)(?:\/([^/]+))?\/?$/.exec(route) ?? [];
    switch (`${request.method} ${resource}${key === undefined ? '' : '/:id'}`) {
      case 'GET customers/:id':
        return sendOk(response, customer(positiveId(key ?? '', 'kuschick_id'), search.get('idaddress') === '1'));
      case 'GET vorgang': {
        const of = positiveId(search.get('kuschick_id') ?? '', 'kuschick_id');
        return sendOk(
          response,
          [...data.processes.values()].filter((each) => each.kuschick_id === of),
        );
      }
      case 'GET vorgang/:id':
        return sendOk(response, process(positiveId(key ?? '', 'invoice_id')));
      case 'DELETE vorgang/:id': {
        const { invoice_id } = process(positiveId(key ?? '', 'invoice_id'));
        data.processes.delete(invoice_id);
        return sendOk(response, { invoice_id });
      }
      case 'PATCH payment/:id':
        return sendOk(response, addPayments(positiveId(key ?? '', 'invoice_id'), await readJsonBody(request)));
      case 'GET prejourneys':
        return sendOk(response, data.preJourneys);
      default:
        throw noRoute(route);
    }
  }

  async function control({ response, route }: EmulatorCall) {
    switch (route) {
      case 'GET /control/state':
        return sendJson(response, 200, {
          customers: data.customers.size,
          processes: data.processes.size,
          preJourneys: data.preJourneys.length,
          bookingMails: data.bookingMails,
        });
      case 'DELETE /control/state':
        data = seedKuschickState();
        failures.reset();
        return response.writeHead(204).end();
      default:
        throw noRoute(route);
    }
  }

  const server = await startEmulatorServer({
    name: 'Kuschick emulator',
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
    reseed() {
      data = seedKuschickState();
      failures.reset();
    },
    failNext: failures.failNext,
    setDelay: failures.setDelay,
    reset: failures.reset,
    close: server.close,
  };
}
