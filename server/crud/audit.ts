import type { Kysely } from 'kysely';
import type { EntityDefinition } from '../../registry/types.ts';
import type { AuditAction, Tables } from '../db/tables.ts';

export type { AuditAction };

type Row = Record<string, unknown>;

export interface AuditEntry {
  userId: number | null;
  ip: string;
  resource: string;
  recordId: string | number;
  action: AuditAction;
  before?: Row;
  after?: Row;
}

/** Columns that change with every write and say nothing about it. */
const BOOKKEEPING = new Set(['updated_at', 'updated_by', 'version']);

/** The fields that differ between two versions of a row; write-only values are never recorded. */
export function changedFields(entity: EntityDefinition, before: Row | undefined, after: Row | undefined) {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changed: { before: Row; after: Row } = { before: {}, after: {} };
  for (const key of keys) {
    if (BOOKKEEPING.has(key) && before && after) continue;
    const was = before?.[key];
    const is = after?.[key];
    if (before && after && JSON.stringify(was) === JSON.stringify(is)) continue;
    const hidden = entity.fields[key]?.writeOnly;
    if (before) changed.before[key] = hidden ? '[hidden]' : was;
    if (after) changed.after[key] = hidden ? '[hidden]' : is;
  }
  return changed;
}

/** Writes one history row; call it inside the transaction that makes the change. */
export async function writeAudit(trx: Kysely<Tables>, entity: EntityDefinition, entry: AuditEntry) {
  await writeAudits(trx, entity, [entry]);
}

/** The audit_log row of a change: its changed fields as JSON text. */
export function auditRow(entity: EntityDefinition, entry: AuditEntry) {
  const { before, after } = changedFields(entity, entry.before, entry.after);
  return {
    id_users: entry.userId,
    ip: entry.ip,
    resource: entry.resource,
    record_id: String(entry.recordId),
    action: entry.action,
    before: entry.before ? JSON.stringify(before) : null,
    after: entry.after ? JSON.stringify(after) : null,
  };
}

/** Writes the history rows of many changes (a bulk create) in one statement. */
export async function writeAudits(trx: Kysely<Tables>, entity: EntityDefinition, entries: readonly AuditEntry[]) {
  if (entries.length === 0) return;
  await trx
    .insertInto('audit_log')
    .values(entries.map((entry) => auditRow(entity, entry)))
    .execute();
}
