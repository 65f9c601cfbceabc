import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoAccounts } from './db/seed/demo-accounts.ts';
import { exitWithStartupError } from './startup-errors.ts';

/** `npm run seed`: applies the schema and adds the demo data set (existing rows are kept). */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrate(database.db);
    const { created } = await seedDemoAccounts(database.db);
    console.log(created.length ? `Created demo logins: ${created.join(', ')}` : 'Demo data present already.');
  } finally {
    await database.close();
  }
}

main().catch(exitWithStartupError);
