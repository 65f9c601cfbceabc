import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { areas } from './areas/index.ts';
import { loadRegistry } from './areas/load-registry.ts';
import { resolveJwtSecret } from './auth/jwt-secret.ts';
import type { Config } from './config.ts';
import { consoleOutDir, ensureConsoleBuild } from './console/console-build.ts';
import { refuseMissingResources } from './core/area-resources.ts';
import { startIntegrations, type RunningEmulator, type RunningIntegrations } from './core/start-integrations.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { syncSchema } from './db/schema-sync/sync-schema.ts';
import { seedDemoData } from './db/seed/demo-data.ts';
import { writeDemoImages } from './db/seed/demo-images.ts';
import { baseTenants, seedTenants } from './db/seed/tenants.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** The address it listens on, e.g. http://127.0.0.1:3000. */
  address: string;
  /** The emulators started where no external system is configured (mail catcher, payment and OpenAI emulators). */
  emulators: readonly RunningEmulator[];
  /** Finishes requests in flight, stops the integrations, closes the database and releases the data directory. */
  stop(): Promise<void>;
}

/**
 * Loads the registry, refuses an area whose resources it lacks, opens (and locks) the database,
 * applies migrations and the registry's schema, seeds the demo data into a new database (and its
 * pictures into the uploads), builds
 * the console if its build is stale, starts every area's integrations (each its external system's
 * client, or an emulator on loopback) and listens.
 */
export async function startServer(config: Config, rootDir: string): Promise<RunningServer> {
  const registry = loadRegistry(rootDir);
  refuseMissingResources(areas, registry);
  const database = await openDatabase(config);
  let integrations: RunningIntegrations | undefined;
  try {
    const { created } = await migrate(database.db);
    await syncSchema(database.db, registry);
    if (created) await seedTenants(database.db, registry, baseTenants);
    if (created && config.demoData) await seedDemoData(database.db, registry);
    const uploadsDir = join(config.dataDir, 'uploads');
    // Every start, not only the first: the demo rows of a database seeded earlier show them too.
    if (config.demoData) await writeDemoImages(uploadsDir);
    if (config.serveConsole) await ensureConsoleBuild(rootDir, (message) => console.log(message));

    integrations = await startIntegrations(areas, config, { db: database.db, registry });
    const app = await buildApp({
      config: { ...config, jwtSecret: resolveJwtSecret(config.dataDir, config.jwtSecret) },
      database,
      registry,
      areas,
      services: integrations.services,
      uploadsDir,
      consoleDir: config.serveConsole ? consoleOutDir(rootDir) : undefined,
    });
    const address = await app.listen({ port: config.port, host: config.host });
    const running = integrations;
    return {
      app,
      database,
      address,
      emulators: running.emulators,
      async stop() {
        await app.close();
        await running.stop();
        await database.close();
      },
    };
  } catch (error) {
    await integrations?.stop();
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
