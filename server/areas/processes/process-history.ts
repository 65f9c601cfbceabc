import { processRecord, type ActionCaller } from './action-process.ts';

/** The most history rows the list answers. */
export const HISTORY_LIMIT = 200;

/** The process's history, newest first: the generic writes and the booking actions, each with who took it. */
export async function processHistory(caller: ActionCaller, processId: number) {
  await processRecord(caller, processId);
  const rows = await caller.db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id_users', 'audit_log.id_users')
    .select([
      'audit_log.at',
      'audit_log.action',
      'audit_log.before',
      'audit_log.after',
      'users.id_users',
      'users.firstname',
      'users.lastname',
      'users.email',
    ])
    .where('audit_log.resource', '=', caller.processes.name)
    .where('audit_log.record_id', '=', String(processId))
    .orderBy('audit_log.id_audit_log', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.map((row) => ({
    at: row.at,
    action: row.action,
    user:
      row.id_users === null
        ? null
        : {
            id: row.id_users,
            name: [row.firstname, row.lastname].filter(Boolean).join(' ') || (row.email ?? ''),
          },
    before: row.before,
    after: row.after,
  }));
}
