import { sql, type Kysely } from 'kysely';

/** The history of every create, update and delete made through the API. */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table audit_log (
      id_audit_log bigint generated always as identity primary key,
      at timestamptz not null default now(),
      id_users integer references users (id_users) on delete set null,
      ip text,
      resource text not null,
      record_id text not null,
      action text not null check (action in ('create', 'update', 'delete', 'restore', 'force-delete')),
      before jsonb,
      after jsonb
    )`.execute(db);
  await sql`create index audit_log_record_idx on audit_log (resource, record_id, id_audit_log desc)`.execute(db);
}
