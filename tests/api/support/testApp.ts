import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../../server/app.ts';
import { areas } from '../../../server/areas/index.ts';
import type { Registry } from '../../../registry/types.ts';
import type { Database } from '../../../server/db/database.ts';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-accounts.ts';
import { startMailCatcher, type MailCatcher } from '../../../server/integrations/mail/mail-catcher.ts';
import { createSmtpMailer } from '../../../server/integrations/mail/smtp-mailer.ts';
import { createOpenAiClient } from '../../../server/integrations/openai/openai-client.ts';
import { startOpenAiEmulator, type OpenAiEmulator } from '../../../server/integrations/openai/openai-emulator.ts';
import { createPaymentClient } from '../../../server/integrations/payments/payment-client.ts';
import { startPaymentEmulator, type PaymentEmulator } from '../../../server/integrations/payments/payment-emulator.ts';
import { createMailjetClient } from '../../../server/integrations/mailjet/mailjet-client.ts';
import { startMailjetEmulator, type MailjetEmulator } from '../../../server/integrations/mailjet/mailjet-emulator.ts';
import { readMailjetMirror } from '../../../server/integrations/mailjet/database-mirror.ts';
import { startPushEmulator, type PushEmulator } from '../../../server/integrations/push/push-emulator.ts';
import { emulatedPushService } from '../../../server/integrations/push/start-push.ts';
import { createInsuranceClient } from '../../../server/integrations/insurance/insurance-client.ts';
import {
  startInsuranceEmulator,
  type InsuranceEmulator,
} from '../../../server/integrations/insurance/insurance-emulator.ts';
import { createPrintClient } from '../../../server/integrations/print/print-client.ts';
import { startPrintEmulator, type PrintEmulator } from '../../../server/integrations/print/print-emulator.ts';
import { createKuschickClient } from '../../../server/integrations/kuschick/kuschick-client.ts';
import {
  startKuschickEmulator,
  type KuschickEmulator,
} from '../../../server/integrations/kuschick/kuschick-emulator.ts';
import { createRatioClient } from '../../../server/integrations/ratio/ratio-client.ts';
import { startRatioEmulator, type RatioEmulator } from '../../../server/integrations/ratio/ratio-emulator.ts';
import { createStockClient } from '../../../server/integrations/stock/stock-client.ts';
import { startStockEmulator, type StockEmulator } from '../../../server/integrations/stock/stock-emulator.ts';
import { createSmsClient } from '../../../server/integrations/sms/sms-client.ts';
import { startSmsEmulator, type SmsEmulator } from '../../../server/integrations/sms/sms-emulator.ts';
import { createSamsaraClient } from '../../../server/integrations/samsara/samsara-client.ts';
import { startSamsaraEmulator, type SamsaraEmulator } from '../../../server/integrations/samsara/samsara-emulator.ts';
import { loadRegistry } from '../../../server/areas/load-registry.ts';
import { seedTestDatabase } from './seedTestDatabase.ts';
import { createTestDatabase } from './testDatabase.ts';

/** The repository's registry, as `npm start` loads it. */
export const repositoryRegistry = loadRegistry(fileURLToPath(new URL('../../..', import.meta.url)));
/** A registry with every kind of field, for the wire-protocol tests (tests/fixtures/registry). */
export const fixtureRegistry = loadRegistry(fileURLToPath(new URL('../../fixtures/registry', import.meta.url)));

/** How long the app waits for the payment emulator: short, so that a test of one that hangs is over soon. */
const PAYMENT_TIMEOUT_MS = 2000;
/** The same for the OpenAI emulator. */
const OPENAI_TIMEOUT_MS = 2000;
/** The same for the print emulator. */
const PRINT_TIMEOUT_MS = 2000;
/** The same for the stock emulator. */
const STOCK_TIMEOUT_MS = 2000;
/** The same for the booking systems, Ratio and Kuschick. */
const BOOKING_TIMEOUT_MS = 2000;
/** The same for the insurer. */
const INSURANCE_TIMEOUT_MS = 2000;
/** The same for Mailjet, whose sends hand every mail to the catcher before they answer. */
const MAILJET_TIMEOUT_MS = 5000;
/** The same for Twilio and Samsara. */
const SMS_TIMEOUT_MS = 2000;
const SAMSARA_TIMEOUT_MS = 2000;
/** The sender the test app's SMS go out with. */
export const TEST_SMS_FROM = 'Reisen';
/** The same for FCM. */
const PUSH_TIMEOUT_MS = 2000;

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The folder the app keeps uploaded images in, its own. */
  uploadsDir: string;
  /** The mails the app sent, caught by the project's SMTP emulator. */
  mails: MailCatcher;
  /** The payment provider the app asks, the project's emulator. */
  payments: PaymentEmulator;
  /** The AI service the app asks for metadata, the project's OpenAI emulator. */
  openai: OpenAiEmulator;
  /** The print/PIM system journeys are exported to, the project's print emulator. */
  print: PrintEmulator;
  /** Adobe Stock, the project's stock emulator. */
  stock: StockEmulator;
  /** Ratio, the booking system, the project's emulator. */
  ratio: RatioEmulator;
  /** Kuschick, the second booking system, the project's emulator. */
  kuschick: KuschickEmulator;
  /** ERGO, the travel insurer, the project's emulator. */
  insurance: InsuranceEmulator;
  /** Mailjet, the project's emulator, delivering into `mails`. */
  mailjet: MailjetEmulator;
  /** Twilio, the project's SMS emulator. */
  sms: SmsEmulator;
  /** Samsara, the project's telematics emulator. */
  samsara: SamsaraEmulator;
  /** Firebase Cloud Messaging, the project's push emulator. */
  push: PushEmulator;
  /** Signs in with a demo login and answers its access token. */
  signIn(email: string, password?: string): Promise<string>;
  /** A request with the token as bearer, or without one. */
  injectAs(token: string | undefined, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The app as `npm start` builds it, on a new database with the schema and the demo data: with the
 * areas the registry has resources of (the fixture registry has none), each given the emulators' clients.
 * `beforeReady` may add routes (the app is not ready until it is first used); `config` adds the
 * proxy and HSTS settings.
 */
export async function createTestApp(
  beforeReady?: (app: FastifyInstance) => void,
  {
    registry = repositoryRegistry,
    onQuery,
    config,
    pool,
    paymentTimeoutMs = PAYMENT_TIMEOUT_MS,
  }: {
    registry?: Registry;
    onQuery?: (sql: string) => void;
    pool?: NonNullable<Parameters<typeof createTestDatabase>[0]>['pool'];
    /** Longer where many calls at once keep PGlite, which runs in the app's thread, from reading the provider's answer. */
    paymentTimeoutMs?: number;
    config?: Pick<AppOptions['config'], 'trustProxy' | 'hstsMaxAge' | 'userCacheMs'>;
  } = {},
): Promise<TestApp> {
  // The repository's registry starts from the run's seeded template; another registry seeds its own.
  const seeded = registry === repositoryRegistry;
  const { database, drop } = await createTestDatabase({ onQuery, seeded, pool });
  if (!seeded) await seedTestDatabase(database, registry);
  const mails = await startMailCatcher({});
  const payments = await startPaymentEmulator();
  const openai = await startOpenAiEmulator();
  const print = await startPrintEmulator();
  const stock = await startStockEmulator();
  const ratio = await startRatioEmulator();
  const kuschick = await startKuschickEmulator();
  const insurance = await startInsuranceEmulator();
  const mailjet = await startMailjetEmulator({ smtpUrl: mails.smtpUrl });
  const sms = await startSmsEmulator();
  const samsara = await startSamsaraEmulator();
  // As `npm start` does: the demo data's newsletter rows exist in Mailjet under their IDs.
  if (seeded) mailjet.mirror(await readMailjetMirror(database.db));
  const push = await startPushEmulator();
  const uploadsDir = mkdtempSync(join(tmpdir(), 'backoffice-uploads-'));
  const mailer = createSmtpMailer({ url: mails.smtpUrl, from: 'Test <test@localhost>' });
  const app = await buildApp({
    config: { logLevel: 'silent', bodyLimit: 1_048_576, jwtSecret: TEST_JWT_SECRET, ...config },
    database,
    registry,
    areas: areas.filter((area) => registry.resources.some((resource) => resource.name.startsWith(`${area.name}/`))),
    services: {
      mail: mailer,
      payments: createPaymentClient({ baseUrl: payments.url, apiKey: payments.apiKey, timeoutMs: paymentTimeoutMs }),
      openai: createOpenAiClient({
        baseUrl: openai.url,
        apiKey: openai.apiKey,
        model: 'gpt-4o-mini',
        timeoutMs: OPENAI_TIMEOUT_MS,
      }),
      print: createPrintClient({ baseUrl: print.url, apiKey: print.apiKey, timeoutMs: PRINT_TIMEOUT_MS }),
      stock: createStockClient({
        baseUrl: stock.url,
        apiKey: stock.apiKey,
        accessToken: stock.accessToken,
        product: 'Backoffice tests',
        previewOrigins: [stock.url],
        timeoutMs: STOCK_TIMEOUT_MS,
      }),
      ratio: createRatioClient({ baseUrl: ratio.url, apiKey: ratio.apiKey, timeoutMs: BOOKING_TIMEOUT_MS }),
      kuschick: createKuschickClient({ baseUrl: kuschick.url, apiKey: kuschick.apiKey, timeoutMs: BOOKING_TIMEOUT_MS }),
      insurance: createInsuranceClient({
        baseUrl: insurance.url,
        apiKey: insurance.apiKey,
        timeoutMs: INSURANCE_TIMEOUT_MS,
      }),
      mailjet: createMailjetClient({
        baseUrl: mailjet.url,
        apiKey: mailjet.apiKey,
        secretKey: mailjet.secretKey,
        timeoutMs: MAILJET_TIMEOUT_MS,
      }),
      sms: createSmsClient({
        baseUrl: sms.url,
        accountSid: sms.accountSid,
        authToken: sms.authToken,
        from: TEST_SMS_FROM,
        timeoutMs: SMS_TIMEOUT_MS,
      }),
      samsara: createSamsaraClient({ baseUrl: samsara.url, token: samsara.token, timeoutMs: SAMSARA_TIMEOUT_MS }),
      push: emulatedPushService(push, { timeoutMs: PUSH_TIMEOUT_MS }),
    },
    uploadsDir,
  });
  beforeReady?.(app);
  await app.ready();

  return {
    app,
    database,
    uploadsDir,
    mails,
    payments,
    openai,
    print,
    stock,
    ratio,
    kuschick,
    insurance,
    mailjet,
    sms,
    samsara,
    push,
    async signIn(email, password = DEMO_PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/authentication',
        payload: { strategy: 'local', email, password },
      });
      if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
      return response.json<{ accessToken: string }>().accessToken;
    },
    injectAs(token, options) {
      return app.inject({
        ...options,
        headers: { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    },
    async close() {
      await app.close();
      mailer.close();
      await mails.close();
      await payments.close();
      await openai.close();
      await print.close();
      await stock.close();
      await ratio.close();
      await kuschick.close();
      await insurance.close();
      await mailjet.close();
      await sms.close();
      await samsara.close();
      await push.close();
      rmSync(uploadsDir, { recursive: true, force: true });
      await drop();
    },
  };
}
