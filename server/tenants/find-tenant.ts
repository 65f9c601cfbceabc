import { sql, type Kysely } from 'kysely';
import type { Registry } from '../../registry/types.ts';
import type { Tables } from '../db/tables.ts';

/** The host every host without company data falls back to. */
export const DEVELOPMENT_HOST = 'localhost';

export type Tenant = Record<string, unknown> & { host?: string };

/** Reads tenants by host: the company data of one host, without ids and audit columns. */
export function tenantFinder(db: Kysely<Tables>, registry: Registry) {
  const entity = registry.entities['system/tenant'];
  const columns = entity
    ? entity.fieldNames.filter((name) => !entity.fields[name]?.system && name !== entity.idField)
    : [];
  const byHost = async (host: string): Promise<Tenant | undefined> => {
    if (!entity) return undefined;
    const result = await sql<Tenant>`select ${sql.join(columns.map((column) => sql.ref(column)))} from ${sql.table(
      entity.table,
    )} where host = ${host}`.execute(db);
    return result.rows[0];
  };
  return {
    byHost,
    /** The host's data, else the development host's (`fallback: true`), else undefined. */
    async forHost(host: string): Promise<{ tenant: Tenant; fallback: boolean } | undefined> {
      const own = await byHost(host.toLowerCase());
      if (own) return { tenant: own, fallback: false };
      const development = await byHost(DEVELOPMENT_HOST);
      return development && { tenant: development, fallback: true };
    },
  };
}

export type TenantFinder = ReturnType<typeof tenantFinder>;
