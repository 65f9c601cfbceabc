import { sql, type Kysely } from 'kysely';

/**
 * The history names the actions taken with a booking system besides the generic writes: a booking
 * type set, a firm booking, a cancellation, participants changed, payments booked, an import.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table audit_log drop constraint audit_log_action_check`.execute(db);
  await sql`
    alter table audit_log add constraint audit_log_action_check check (action in (
      'create', 'update', 'delete', 'restore', 'force-delete',
      'booking-type', 'firm-booking', 'cancellation', 'participants', 'payment', 'import'
    ))`.execute(db);
}
