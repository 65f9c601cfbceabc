import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql, type KyselyConfig, type LogEvent, type Logger } from 'kysely';
import pg from 'pg';
import { boundedPool } from './bounded-pool.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { TableWrites, watchTableWrites } from './table-writes.ts';
import type { Tables } from './tables.ts';
import { typeParsers } from './type-parsers.ts';

export const TIME_ZONE = 'Europe/Berlin';

export interface Database {
  db: Kysely<Tables>;
  kind: 'pglite' | 'postgres';
  /** True when the database answers a trivial query. */
  isReachable(): Promise<boolean>;
  /** Waits for running queries, closes the database and releases the data directory. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string;
  dataDir: string;
  /** Maximum pooled connections to PostgreSQL. */
  poolSize?: number;
  /** Requests that may wait for a connection when all are busy; more answer 503. */
  poolQueueLimit?: number;
  /** How long a request waits for a connection before it answers 503. */
  poolWaitMs?: number;
  /** Called with the SQL text of every query (for tracing; values are never part of it). */
  onQuery?: (sql: string) => void;
}

type PoolLimits = Required<Pick<DatabaseOptions, 'poolSize' | 'poolQueueLimit' | 'poolWaitMs'>>;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const log = options.onQuery && ((event: LogEvent) => options.onQuery?.(event.query.sql));
  return options.databaseUrl
    ? openPostgres(
        options.databaseUrl,
        {
          poolSize: options.poolSize ?? 10,
          poolQueueLimit: options.poolQueueLimit ?? 200,
          poolWaitMs: options.poolWaitMs ?? 5000,
        },
        log,
      )
    : openPGlite(options.dataDir, log);
}

async function openPGlite(dataDir: string, log?: Logger): Promise<Database> {
  const lock = lockDataDir(dataDir);
  try {
    const pglite = await PGlite.create(join(dataDir, 'pglite'), {
      extensions: { pg_trgm },
      parsers: typeParsers,
    });
    await pglite.query(`set time zone '${TIME_ZONE}'`);
    return wrap(watched({ dialect: new PGliteDialect(pglite), log }), 'pglite', () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openPostgres(connectionString: string, limits: PoolLimits, log?: Logger): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: limits.poolSize,
    // Covers the wait for a pooled connection as well as making a new one.
    connectionTimeoutMillis: limits.poolWaitMs,
    options: `-c TimeZone=${TIME_ZONE}`,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        typeParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server ended (a restart, an administrator) is an error event on the pool;
  // unheard, it would crash the process. The pool replaces it on the next query.
  pool.on('error', () => undefined);
  const dialect = new PostgresDialect({ pool: boundedPool(pool, limits.poolQueueLimit) });
  return wrap(watched({ dialect, log }), 'postgres');
}

/** A Kysely whose writes are announced to `onTableWrites` listeners (the signed-in users' cache). */
function watched(config: KyselyConfig): Kysely<Tables> {
  const writes = new TableWrites();
  return watchTableWrites(new Kysely<Tables>({ ...config, plugins: [writes] }), writes);
}

function wrap(db: Kysely<Tables>, kind: Database['kind'], afterClose?: () => void): Database {
  let closing: Promise<void> | undefined;
  return {
    db,
    kind,
    async isReachable() {
      if (closing) return false;
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close() {
      closing ??= db.destroy().finally(() => afterClose?.());
      return closing;
    },
  };
}
