import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerError } from 'smtp-server';
import { closeServer } from '../emulator/close-server.ts';
import { EmulatorError, noRoute } from '../emulator/emulator-error.ts';
import { objectBody, readJsonBody } from '../emulator/json-body.ts';
import { listenOnLoopback } from '../emulator/loopback.ts';
import { sendJson } from '../emulator/send-json.ts';

const MAX_MESSAGES = 1000;
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
const MAX_REQUEST_BYTES = 16 * 1024;

export interface CaughtMail {
  id: number;
  /** The From header, e.g. `"Travel back office" <no-reply@localhost>`. */
  from: string;
  /** The envelope recipients: whom the mail was delivered to, Bcc included. */
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** When the catcher received the mail (ISO 8601). */
  date: string;
}

export interface MailCatcher {
  smtpUrl: string;
  httpUrl: string;
  /** Oldest first. */
  messages(): CaughtMail[];
  clear(): void;
  close(): Promise<void>;
}

export interface MailCatcherOptions {
  /** A loopback address: the catcher takes mail from anyone who reaches it, without authentication. */
  host?: string;
  smtpPort?: number;
  httpPort?: number;
  /** Recipients refused with 550 from the start, as after `POST /fail`. */
  failFor?: readonly string[];
}

const normalise = (address: string) => address.trim().toLowerCase();

const smtpError = (responseCode: number, message: string): SMTPServerError =>
  Object.assign(new Error(message), { responseCode });

/**
 * An SMTP server that keeps what it receives in memory, and an HTTP API to read it, so that
 * development and tests need no real mail server. `POST /fail` makes it refuse a recipient.
 */
export async function startMailCatcher({
  host = '127.0.0.1',
  smtpPort = 0,
  httpPort = 0,
  failFor = [],
}: MailCatcherOptions = {}): Promise<MailCatcher> {
  const caught: CaughtMail[] = [];
  const failing = new Set(failFor.map(normalise));
  let lastId = 0;
  const clear = () => {
    caught.length = 0;
  };

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    // Its clients are on this machine: a reverse DNS look-up tells nothing, and stalls where DNS is unreachable.
    disableReverseLookup: true,
    // A client that never says QUIT must not hold the shutdown open for the default 30 s.
    closeTimeout: 1000,
    onRcptTo(address, _session, callback) {
      if (!failing.has(normalise(address.address))) return callback();
      callback(smtpError(550, `Mailbox ${address.address} refuses mail (failure switched on)`));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        if (stream.sizeExceeded) return callback(smtpError(552, 'Message exceeds the size limit'));
        caught.push({
          id: ++lastId,
          from: parsed.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: parsed.html === false ? null : parsed.html,
          date: new Date().toISOString(),
        });
        if (caught.length > MAX_MESSAGES) caught.shift();
        callback();
      }, callback);
    },
  });
  // A client dropping its connection surfaces here; it must not crash the process.
  smtp.on('error', () => {});

  const addressedTo = (to: string | null) =>
    to === null
      ? caught.slice()
      : caught.filter((mail) => mail.to.some((address) => normalise(address) === normalise(to)));

  const http = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const status = error instanceof EmulatorError ? error.status : error instanceof SyntaxError ? 400 : 500;
      sendJson(response, status, { error: error instanceof Error ? error.message : String(error) });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://catcher');
    const to = url.searchParams.get('to');
    const route = `${request.method} ${url.pathname}`;
    switch (route) {
      case 'GET /messages':
        return sendJson(response, 200, addressedTo(to));
      case 'GET /messages/latest': {
        const latest = addressedTo(to).at(-1);
        return latest ? sendJson(response, 200, latest) : sendJson(response, 404, { error: 'No message caught' });
      }
      case 'DELETE /messages':
        clear();
        return response.writeHead(204).end();
      case 'POST /fail': {
        const recipient = objectBody(await readJsonBody(request, MAX_REQUEST_BYTES)).to;
        if (typeof recipient !== 'string' || !recipient.trim())
          throw new EmulatorError(400, 'Expected {"to": "<address>"}');
        failing.add(normalise(recipient));
        return response.writeHead(204).end();
      }
      case 'DELETE /fail':
        failing.clear();
        return response.writeHead(204).end();
      default:
        throw noRoute(route);
    }
  }

  try {
    const smtpUrl = await listenOnLoopback(smtp.server, { name: 'mail catcher', host, port: smtpPort, scheme: 'smtp' });
    const httpUrl = await listenOnLoopback(http, { name: 'mail catcher', host, port: httpPort });
    return {
      smtpUrl,
      httpUrl,
      messages: () => caught.slice(),
      clear,
      close: () => Promise.all([closeSmtp(smtp), closeServer(http)]).then(() => undefined),
    };
  } catch (error) {
    await Promise.all([closeSmtp(smtp), closeServer(http)]);
    throw error;
  }
}

const closeSmtp = (smtp: SMTPServer) => new Promise<void>((resolve) => smtp.close(resolve));
