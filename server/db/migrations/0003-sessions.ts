import { sql, type Kysely } from 'kysely';

/**
 * Sessions: a per-user token version (raising it makes every access token issued before fail),
 * refresh tokens kept on the server (only their hashes), and sign-in attempts for throttling.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table users add column token_version integer not null default 1`.execute(db);

  await sql`
    create table refresh_token (
      id_refresh_token bigint generated always as identity primary key,
      id_users integer not null references users (id_users) on delete cascade,
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      ip text
    )`.execute(db);
  await sql`create index refresh_token_user_idx on refresh_token (id_users)`.execute(db);

  await sql`
    create table login_attempt (
      id_login_attempt bigint generated always as identity primary key,
      throttle_key text not null,
      at timestamptz not null default now(),
      succeeded boolean not null default false
    )`.execute(db);
  await sql`create index login_attempt_key_idx on login_attempt (throttle_key, at desc)`.execute(db);
}
