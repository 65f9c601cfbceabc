import type { ColumnType, Generated } from 'kysely';
import type { EntityTables } from './entity-tables.ts';

/** A timestamp column the database fills in: read as a Date, written as a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The generic writes, and the actions taken with a booking system on a process (migration 0007). */
export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'restore'
  | 'force-delete'
  | 'booking-type'
  | 'firm-booking'
  | 'cancellation'
  | 'participants'
  | 'payment'
  | 'import';

/** A contact entry of a card or user: 1 email, 2 phone. */
export interface ContactEntry {
  key: string;
  value: string;
  id_vc_field_type: 1 | 2;
}

export interface RefreshTokenTable {
  id_refresh_token: Generated<number>;
  id_users: number;
  /** sha256 of the token: the token itself is never stored. */
  token_hash: string;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ip: string | null;
}

export type AccountCodePurpose = 'registration' | 'activation' | 'password-reset' | 'disable' | 'delete';

/** A code mailed to a user: typed (6 digits) or in a link; only its hash is kept. */
export interface AccountCodeTable {
  id_account_code: Generated<number>;
  id_users: number;
  purpose: AccountCodePurpose;
  code_hash: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  failed_attempts: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export interface LoginAttemptTable {
  id_login_attempt: Generated<number>;
  throttle_key: string;
  at: Timestamp;
  succeeded: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface LoginEventTable {
  id_login_event: Generated<number>;
  id_users: number;
  at: Timestamp;
  ip: string | null;
}

export interface AuditLogTable {
  id_audit_log: Generated<number>;
  at: Timestamp;
  id_users: number | null;
  ip: string | null;
  resource: string;
  record_id: string;
  action: AuditAction;
  before: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  after: ColumnType<Record<string, unknown> | null, string | null, string | null>;
}

/** The columns of a process (registry entity processes/process) that server code reads. */
/** A temporary id of the event editor that a batch save turned into a row (server/tickets/event-batch-ledger.ts). */
export interface EventBatchLedgerTable {
  id_tk_event: number;
  temp_id: string;
  /** The registry entity of the row, e.g. `tickets/event-date`. */
  entity: string;
  new_id: number;
  created_at: Timestamp;
}

/** The last batch payload applied to an event, to know its replay. */
export interface EventBatchAppliedTable {
  id_tk_event: number;
  /** sha256 of the payload's JSON. */
  payload_hash: string;
  /** The event's version the batch left. */
  event_version: number;
  operations: ColumnType<Record<string, number>, string, string>;
  applied_at: Timestamp;
}

/** Every table: the registry entities' (generated from schemas/) and those only migrations make. */
export interface Tables extends EntityTables {
  login_event: LoginEventTable;
  audit_log: AuditLogTable;
  refresh_token: RefreshTokenTable;
  login_attempt: LoginAttemptTable;
  account_code: AccountCodeTable;
  event_batch_ledger: EventBatchLedgerTable;
  event_batch_applied: EventBatchAppliedTable;
}
