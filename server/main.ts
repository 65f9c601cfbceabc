import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';
import { DEMO_PASSWORD, demoLogins } from './db/seed/demo-accounts.ts';
import { startServer, stopOnSignals, type RunningServer } from './start.ts';
import { exitWithStartupError } from './startup-errors.ts';

const rootDir = fileURLToPath(new URL('..', import.meta.url));

/** `npm start`: the console and the API on one port, on PGlite in DATA_DIR unless DATABASE_URL is set. */
async function main() {
  const config = loadConfig();
  const server = await startServer(config, rootDir);
  stopOnSignals(server.stop);
  printWelcome(server, config.demoData);
}

function printWelcome({ address, database: { kind }, emulators }: RunningServer, demoData: boolean) {
  const lines = [
    '',
    `  Travel back office is running at ${address.replace('://127.0.0.1', '://localhost')}`,
    `  Database: ${kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}`,
    ...emulators.map((emulator) => `  ${emulator.note}`),
  ];
  if (demoData) {
    lines.push(`  Demo logins (password ${DEMO_PASSWORD}):`);
    for (const login of demoLogins) lines.push(`    ${login.email.padEnd(24)} ${login.role}`);
  }
  lines.push('  Press Ctrl-C to stop.', '');
  console.log(lines.join('\n'));
}

main().catch(exitWithStartupError);
