import type { Migration } from 'kysely';
import * as accounts from './0001-accounts.ts';
import * as auditLog from './0002-audit-log.ts';
import * as sessions from './0003-sessions.ts';
import * as userAccounts from './0004-user-accounts.ts';
import * as eventBatchLedger from './0005-event-batch-ledger.ts';
import * as agencyEntity from './0006-agency-entity.ts';
import * as bookingActions from './0007-booking-actions.ts';

/**
 * The hand-written migrations, in the order they run. Kysely records each name once applied;
 * a name, once released, never changes. Migrations only move forward: no `down`.
 */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-audit-log': auditLog,
  '0003-sessions': sessions,
  '0004-user-accounts': userAccounts,
  '0005-event-batch-ledger': eventBatchLedger,
  '0006-agency-entity': agencyEntity,
  '0007-booking-actions': bookingActions,
};
