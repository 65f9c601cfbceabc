import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { resolveJwtSecret } from './auth/jwt-secret.ts';
import type { Config } from './config.ts';
import { consoleOutDir, ensureConsoleBuild } from './console/console-build.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { syncSchema } from './db/schema-sync/sync-schema.ts';
import { seedDemoData } from './db/seed/demo-data.ts';
import { baseTenants, seedTenants } from './db/seed/tenants.ts';
import { startMail } from './integrations/mail/start-mail.ts';
import { startOpenAi } from './integrations/openai/start-openai.ts';
import { startPayments } from './integrations/payments/start-payments.ts';
import { loadRegistry } from './registry/load-registry.ts';
import { mirrorPaymentsInEmulator } from './tickets/payment-emulator-seed.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** The address it listens on, e.g. http://127.0.0.1:3000. */
  address: string;
  /** Where the mail catcher shows the mails it caught; absent when SMTP_URL sends them out. */
  mailCatcherUrl?: string;
  /** The payment emulator's API root; absent when PAYMENT_URL points at the real provider. */
  paymentEmulatorUrl?: string;
  /** The OpenAI emulator's API root; absent when OPENAI_URL points at the real service. */
  openaiEmulatorUrl?: string;
  /** Finishes requests in flight, closes the database and releases the data directory. */
  stop(): Promise<void>;
}

/**
 * Loads the registry, opens (and locks) the database, applies migrations and the registry's
 * schema, seeds the demo data into a new database, builds the console if its build is stale,
 * starts the mailer (or the mail catcher), the payment client (or the payment emulator, given
 * the database's payments) and the AI metadata client (or the OpenAI emulator) and listens.
 */
export async function startServer(config: Config, rootDir: string): Promise<RunningServer> {
  const registry = loadRegistry(rootDir);
  const database = await openDatabase(config);
  let mail: Awaited<ReturnType<typeof startMail>> | undefined;
  let payments: Awaited<ReturnType<typeof startPayments>> | undefined;
  let openai: Awaited<ReturnType<typeof startOpenAi>> | undefined;
  try {
    const { created } = await migrate(database.db);
    await syncSchema(database.db, registry);
    if (created) await seedTenants(database.db, baseTenants);
    if (created && config.demoData) await seedDemoData(database.db);
    if (config.serveConsole) await ensureConsoleBuild(rootDir, (message) => console.log(message));

    mail = await startMail(config);
    payments = await startPayments(config);
    const paymentEntity = registry.resource('tickets/payments')?.entity;
    if (payments.emulator && paymentEntity)
      await mirrorPaymentsInEmulator(database.db, paymentEntity, payments.emulator);
    openai = await startOpenAi(config);
    const app = await buildApp({
      config: { ...config, jwtSecret: resolveJwtSecret(config.dataDir, config.jwtSecret) },
      database,
      registry,
      mailer: mail.mailer,
      paymentProvider: payments.provider,
      metadataWriter: openai.writer,
      uploadsDir: join(config.dataDir, 'uploads'),
      consoleDir: config.serveConsole ? consoleOutDir(rootDir) : undefined,
    });
    const address = await app.listen({ port: config.port, host: config.host });
    const running = mail;
    const paymentService = payments;
    const openaiService = openai;
    return {
      app,
      database,
      address,
      mailCatcherUrl: running.catcher?.httpUrl,
      paymentEmulatorUrl: paymentService.emulator?.url,
      openaiEmulatorUrl: openaiService.emulator?.url,
      async stop() {
        await app.close();
        await running.stop();
        await paymentService.stop();
        await openaiService.stop();
        await database.close();
      },
    };
  } catch (error) {
    await mail?.stop();
    await payments?.stop();
    await openai?.stop();
    await database.close();
    throw error;
  }
}

/** Runs `stop` on the first Ctrl-C or SIGTERM, then exits; a second signal exits at once. */
export function stopOnSignals(stop: () => Promise<void>) {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again: exiting at once.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then closing the database…`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
