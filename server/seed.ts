import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { syncSchema } from './db/schema-sync/sync-schema.ts';
import { areas } from './areas/index.ts';
import type { BulkLoadProgress } from './core/area.ts';
import { seedDemoData } from './db/seed/demo-data.ts';
import { writeDemoImages } from './db/seed/demo-images.ts';
import { baseTenants, seedTenants } from './db/seed/tenants.ts';
import { parseSeedArguments, SEED_USAGE, SeedArgumentError } from './db/seed/seed-arguments.ts';
import { loadRegistry } from './areas/load-registry.ts';
import { exitWithStartupError } from './startup-errors.ts';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const count = (value: number) => Math.round(value).toLocaleString('en');

/** Prints a line at every tenth of the way through each table, rather than one per batch. */
function progressPrinter() {
  const printedTenths = new Map<string, number>();
  return ({ table, loaded, total, elapsedMs }: BulkLoadProgress) => {
    const tenths = Math.floor((loaded / total) * 10);
    if (tenths <= (printedTenths.get(table) ?? 0)) return;
    printedTenths.set(table, tenths);
    const perSecond = loaded / (elapsedMs / 1000);
    console.log(`  ${table}: ${count(loaded)} / ${count(total)} rows (${count(perSecond)} rows/s)`);
  };
}

/**
 * `npm run seed`: applies migrations and the registry's schema, adds the demo data set and its
 * pictures (existing rows are kept); with `-- --scale N` also each area's bulk load (the tickets area: N generated
 * locations and N/20 artists; the processes area: N/2 processes and their N/20 bookers) for benchmarks.
 */
async function main(args: string[]) {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(SEED_USAGE);
    return;
  }
  const { scale } = parseSeedArguments(args);
  const config = loadConfig();
  const registry = loadRegistry(rootDir);
  const database = await openDatabase(config);
  try {
    await migrate(database.db);
    await syncSchema(database.db, registry);
    await seedTenants(database.db, registry, baseTenants);
    const { logins, catalogue } = await seedDemoData(database.db, registry);
    await writeDemoImages(join(config.dataDir, 'uploads'));
    console.log(logins.length ? `Created demo logins: ${logins.join(', ')}` : 'Demo logins present already.');
    const added = catalogue.genres + catalogue.artists + catalogue.locations;
    console.log(
      added
        ? `Added the ticket catalogue: ${catalogue.genres} genres, ${catalogue.artists} artists, ${catalogue.locations} locations.`
        : 'Ticket catalogue present already.',
    );
    if (scale === undefined) return;

    console.log(`Loading generated rows at scale ${count(scale)} into ${database.kind}…`);
    for (const area of areas) {
      const loads = (await area.bulkLoad?.({ db: database.db, registry, scale, onProgress: progressPrinter() })) ?? [];
      for (const { table, rows, ms, rowsPerSecond } of loads)
        console.log(
          `Loaded ${count(rows)} rows into ${table} in ${(ms / 1000).toFixed(1)} s (${count(rowsPerSecond)} rows/s).`,
        );
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (!(error instanceof SeedArgumentError)) exitWithStartupError(error);
  console.error(`${error.message}\n${SEED_USAGE}`);
  process.exit(2);
});
