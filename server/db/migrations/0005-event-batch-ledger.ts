import { sql, type Kysely } from 'kysely';

/**
 * What the event editor's batch save (`PATCH /ticket/event/{id}/batch`) remembers so that a retry
 * does not create twice: every temporary id it turned into a row, per event, and the last payload it
 * applied to each event. No foreign key to tk_event: that table is the registry's and is created after
 * the migrations, by schema sync.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table event_batch_ledger (
      id_tk_event integer not null,
      temp_id text not null,
      entity text not null,
      new_id integer not null,
      created_at timestamptz not null default now(),
      primary key (id_tk_event, temp_id)
    )`.execute(db);
  await sql`
    create table event_batch_applied (
      id_tk_event integer primary key,
      payload_hash text not null,
      event_version integer not null,
      operations jsonb not null,
      applied_at timestamptz not null default now()
    )`.execute(db);
}
