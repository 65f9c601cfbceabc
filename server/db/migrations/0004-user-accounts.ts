import { sql, type Kysely } from 'kysely';

/**
 * Users become a registry entity: the trash column takes the registry's name, a user created by
 * staff or by registration may have no password yet, and the codes mailed for registration,
 * resets, disabling and deletion are kept (only as hashes) with their purpose and expiry.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table users rename column "deletedAt" to deleted_at`.execute(db);
  await sql`alter table users alter column password drop not null`.execute(db);
  // The names the registry gives the indexes of its references, so that it does not add twins.
  await sql`alter index users_roles_idx rename to users_id_roles_idx`.execute(db);
  await sql`alter index users_vc_card_idx rename to users_id_vc_card_idx`.execute(db);

  await sql`
    create table account_code (
      id_account_code bigint generated always as identity primary key,
      id_users integer not null references users (id_users) on delete cascade,
      purpose text not null,
      code_hash text not null,
      expires_at timestamptz not null,
      failed_attempts integer not null default 0,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index account_code_hash_key on account_code (purpose, code_hash)`.execute(db);
  await sql`create index account_code_user_idx on account_code (id_users, purpose)`.execute(db);
}
