import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { resolveJwtSecret } from './auth/jwt-secret.ts';
import { loadConfig } from './config.ts';
import { consoleOutDir, ensureConsoleBuild } from './console/console-build.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_PASSWORD, demoLogins, seedDemoAccounts } from './db/seed/demo-accounts.ts';
import { exitWithStartupError } from './startup-errors.ts';

const rootDir = fileURLToPath(new URL('..', import.meta.url));

/** `npm start`: the console and the API on one port, on PGlite in DATA_DIR unless DATABASE_URL is set. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  let closing = false;
  const closeDatabase = () => database.close();

  try {
    const { created } = await migrate(database.db);
    if (created && config.demoData) await seedDemoAccounts(database.db);
    if (config.serveConsole) await ensureConsoleBuild(rootDir, (message) => console.log(message));

    const app = await buildApp({
      config: { ...config, jwtSecret: resolveJwtSecret(config.dataDir, config.jwtSecret) },
      database,
      consoleDir: config.serveConsole ? consoleOutDir(rootDir) : undefined,
    });
    const address = await app.listen({ port: config.port, host: config.host });

    const shutdown = async (signal: string) => {
      if (closing) {
        console.error(`${signal} again: exiting at once.`);
        process.exit(1);
      }
      closing = true;
      app.log.info({ signal }, 'shutting down: finishing requests in flight');
      await app.close();
      await closeDatabase();
      process.exit(0);
    };
    process.on('SIGINT', (signal) => void shutdown(signal));
    process.on('SIGTERM', (signal) => void shutdown(signal));

    printWelcome(address, database.kind, config.demoData);
  } catch (error) {
    await closeDatabase();
    throw error;
  }
}

function printWelcome(address: string, kind: string, demoData: boolean) {
  const url = address.replace('://127.0.0.1', '://localhost');
  const lines = [
    '',
    `  Travel back office is running at ${url}`,
    `  Database: ${kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}`,
  ];
  if (demoData) {
    lines.push(`  Demo logins (password ${DEMO_PASSWORD}):`);
    for (const login of demoLogins) lines.push(`    ${login.email.padEnd(24)} ${login.role}`);
  }
  lines.push('  Press Ctrl-C to stop.', '');
  console.log(lines.join('\n'));
}

main().catch(exitWithStartupError);
