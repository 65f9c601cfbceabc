import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import nodemailer from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../server/integrations/mail/mail-catcher.ts';
import { createSmtpMailer } from '../../server/integrations/mail/smtp-mailer.ts';
import { startMail } from '../../server/integrations/mail/start-mail.ts';

const FROM = 'Travel back office <no-reply@localhost>';

let catcher: MailCatcher;
let mailer: ReturnType<typeof createSmtpMailer>;

beforeEach(async () => {
  catcher = await startMailCatcher();
  mailer = createSmtpMailer({ url: catcher.smtpUrl, from: FROM });
});

afterEach(async () => {
  mailer.close();
  await catcher.close();
});

const api = (path: string, init?: RequestInit) => fetch(`${catcher.httpUrl}${path}`, init);

async function caught(path = '/messages'): Promise<CaughtMail[]> {
  const response = await api(path);
  expect(response.status).toBe(200);
  return (await response.json()) as CaughtMail[];
}

const switchFailureOn = (to: string) =>
  api('/fail', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ to }) });

describe('the mail catcher', () => {
  it('catches a mail sent over SMTP, umlauts intact, and serves it over HTTP', async () => {
    await mailer.send({
      to: 'anna.mueller@example.com',
      subject: 'Ihr Bestätigungscode für die Registrierung: Größe, Übung, Straße',
      text: 'Grüße aus München',
      html: '<p>Grüße aus <b>München</b></p>',
    });

    const [mail, ...others] = await caught();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      id: expect.any(Number),
      from: '"Travel back office" <no-reply@localhost>',
      to: ['anna.mueller@example.com'],
      subject: 'Ihr Bestätigungscode für die Registrierung: Größe, Übung, Straße',
      text: 'Grüße aus München',
      html: '<p>Grüße aus <b>München</b></p>',
    });
    expect(Date.parse(mail?.date ?? '')).not.toBeNaN();
    expect(catcher.messages()).toEqual([mail]);
  });

  it('keeps a mail without HTML with html null', async () => {
    await mailer.send({ to: 'plain@example.com', subject: 'Nur Text', text: 'Kein HTML' });
    const [mail] = await caught();
    expect(mail?.text.trim()).toBe('Kein HTML');
    expect(mail?.html).toBeNull();
  });

  it('lists oldest first, filters by recipient ignoring case, serves the latest, and clears', async () => {
    await mailer.send({ to: 'anna@example.com', subject: 'Erste', text: '1' });
    await mailer.send({ to: 'ben@example.com', subject: 'Zweite', text: '2' });
    await mailer.send({ to: 'anna@example.com', subject: 'Dritte', text: '3' });

    expect((await caught()).map((mail) => mail.subject)).toEqual(['Erste', 'Zweite', 'Dritte']);
    expect((await caught('/messages?to=ANNA@Example.com')).map((mail) => mail.subject)).toEqual(['Erste', 'Dritte']);

    const latest = await api('/messages/latest?to=anna@example.com');
    expect(latest.status).toBe(200);
    expect(((await latest.json()) as CaughtMail).subject).toBe('Dritte');
    expect((await api('/messages/latest?to=nobody@example.com')).status).toBe(404);

    expect((await api('/messages', { method: 'DELETE' })).status).toBe(204);
    expect(await caught()).toEqual([]);
    expect(catcher.messages()).toEqual([]);
    expect((await api('/messages/latest')).status).toBe(404);
  });

  it('refuses mail to a recipient with 550 while the failure switch is on, and takes it again after', async () => {
    expect((await switchFailureOn('Refused@Example.com')).status).toBe(204);

    await expect(mailer.send({ to: 'refused@example.com', subject: 'Abgelehnt', text: 'x' })).rejects.toThrow(/550/);
    await mailer.send({ to: 'other@example.com', subject: 'Angenommen', text: 'y' });
    expect((await caught()).map((mail) => mail.to)).toEqual([['other@example.com']]);

    expect((await api('/fail', { method: 'DELETE' })).status).toBe(204);
    await mailer.send({ to: 'refused@example.com', subject: 'Wieder da', text: 'z' });
    expect((await caught('/messages?to=refused@example.com')).map((mail) => mail.subject)).toEqual(['Wieder da']);
  });

  it('refuses the recipients given at start', async () => {
    const failing = await startMailCatcher({ failFor: ['down@example.com'] });
    const sender = createSmtpMailer({ url: failing.smtpUrl, from: FROM });
    try {
      await expect(sender.send({ to: 'down@example.com', subject: 'x', text: 'x' })).rejects.toThrow(/550/);
      expect(failing.messages()).toEqual([]);
    } finally {
      sender.close();
      await failing.close();
    }
  });

  it('answers a bad failure request with 400 and an unknown route with 404', async () => {
    expect((await switchFailureOn('')).status).toBe(400);
    expect((await api('/fail', { method: 'POST', body: 'not json' })).status).toBe(400);
    expect((await api('/inbox')).status).toBe(404);
  });

  it('keeps the newest 1000 mails', async () => {
    // One pooled connection: smtp-server delays every new connection's greeting by 100 ms.
    const pooled = nodemailer.createTransport({
      url: catcher.smtpUrl,
      pool: true,
      maxConnections: 1,
      maxMessages: 2000,
    });
    try {
      for (let index = 1; index <= 1001; index += 1) {
        await pooled.sendMail({ from: FROM, to: 'bulk@example.com', subject: `Mail ${index}`, text: String(index) });
      }
    } finally {
      pooled.close();
    }
    const subjects = (await caught()).map((mail) => mail.subject);
    expect(subjects).toHaveLength(1000);
    expect(subjects[0]).toBe('Mail 2');
    expect(subjects.at(-1)).toBe('Mail 1001');
  });

  it('fails to start on a port in use', async () => {
    const httpPort = Number(new URL(catcher.httpUrl).port);
    await expect(startMailCatcher({ httpPort })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });

  it('listens on loopback only', async () => {
    await expect(startMailCatcher({ host: '0.0.0.0' })).rejects.toThrow(/loopback/);
    expect(new URL(catcher.smtpUrl).hostname).toBe('127.0.0.1');
    expect(new URL(catcher.httpUrl).hostname).toBe('127.0.0.1');
  });
});

describe('the SMTP mailer', () => {
  async function listenOnLoopback(server: Server): Promise<number> {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }
  const close = (server: Server) => new Promise((resolve) => server.close(resolve));

  it('rejects when nothing listens on the port', async () => {
    const released = createServer();
    const port = await listenOnLoopback(released);
    await close(released);

    const sender = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: FROM });
    await expect(sender.send({ to: 'a@example.com', subject: 'x', text: 'x' })).rejects.toThrow(/ECONNREFUSED/);
    sender.close();
  });

  // nodemailer's own timeouts are 30 s and longer: this passes within the test's 5 s only with the short ones.
  it('rejects when the server accepts but never greets, after its timeout', { timeout: 5_000 }, async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    const sender = createSmtpMailer({
      url: `smtp://127.0.0.1:${await listenOnLoopback(silent)}`,
      from: FROM,
      timeoutMs: 500,
    });
    try {
      await expect(sender.send({ to: 'a@example.com', subject: 'x', text: 'x' })).rejects.toMatchObject({
        code: 'ETIMEDOUT',
      });
      expect(sockets).toHaveLength(1);
    } finally {
      sender.close();
      for (const socket of sockets) socket.destroy();
      await close(silent);
    }
  });
});

describe('startMail', () => {
  it('starts a catcher when no SMTP_URL is configured, and sends there', async () => {
    const mail = await startMail({ mailFrom: 'Reisebüro <info@example.com>', mailCatcherPort: 0 });
    try {
      await mail.mailer.send({ to: 'kunde@example.com', subject: 'Hallo', text: 'Hallo' });
      expect(mail.catcher?.messages()).toMatchObject([{ from: '"Reisebüro" <info@example.com>', subject: 'Hallo' }]);
    } finally {
      await mail.stop();
    }
    await expect(fetch(`${mail.catcher?.httpUrl}/messages`)).rejects.toThrow();
  });

  it('starts no catcher when SMTP_URL is configured', async () => {
    const mail = await startMail({ smtpUrl: catcher.smtpUrl, mailFrom: FROM, mailCatcherPort: 0 });
    try {
      expect(mail.catcher).toBeUndefined();
      await mail.mailer.send({ to: 'kunde@example.com', subject: 'Über SMTP_URL', text: 'x' });
      expect(catcher.messages().map((caughtMail) => caughtMail.subject)).toEqual(['Über SMTP_URL']);
    } finally {
      await mail.stop();
    }
  });
});
