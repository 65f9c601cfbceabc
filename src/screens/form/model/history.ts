/** One row of `GET /api/audit`: who changed a record when, and the changed fields before and after. */
export interface AuditRow {
  id_audit_log: number;
  at: string;
  id_users: number | null;
  action: 'create' | 'update' | 'delete' | 'restore' | 'force-delete';
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface HistoryChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface HistoryEntry {
  id: number;
  at: string;
  userId: number | null;
  action: AuditRow['action'];
  changes: HistoryChange[];
}

/** The audit rows as entries, newest first as the server answers, each with its changed fields. */
export function historyEntries(rows: readonly AuditRow[]): HistoryEntry[] {
  return rows.map((row) => {
    const fields = [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])];
    return {
      id: row.id_audit_log,
      at: row.at,
      userId: row.id_users,
      action: row.action,
      changes: fields.map((field) => ({ field, before: row.before?.[field], after: row.after?.[field] })),
    };
  });
}
