import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords.ts';
import { demoRoles } from '../../server/db/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { insertUserWith, RIGHTS_PASSWORD } from './support/ticketRows.ts';
import { mintToken } from './support/mintedTokens.ts';

// A user grants only what they hold (spec 1 §6, docs/decisions.md "A user grants only what they hold"):
// every actor × target role × operation on user accounts, with the answer the rule gives.

const USER_RIGHTS = ['user-create', 'user-read', 'user-update', 'user-delete'];
const TICKET_RIGHTS = demoRoles.find((role) => role.role === 'ticketing staff')?.access ?? [];

/** Actors that may write users at all, and the roles each may grant (written out, not computed). */
const ACTORS = {
  superadmin: [
    'superadmin',
    'admin',
    'ticketing staff',
    'agency staff',
    'bus driver',
    'marketing',
    'user manager',
    'user clerk',
    'none',
  ],
  admin: ['admin', 'ticketing staff', 'agency staff', 'bus driver', 'marketing', 'user manager', 'user clerk', 'none'],
  // every user right and every ticket right: ticketing staff's role and the clerk's, not the agency's
  'user manager': ['ticketing staff', 'user manager', 'user clerk', 'none'],
  'user clerk': ['user clerk', 'none'],
} as const;
type Actor = keyof typeof ACTORS;
const TARGETS = ACTORS.superadmin;
type Target = (typeof TARGETS)[number];

const OPERATIONS = [
  'create with',
  'assign',
  'edit name of',
  'change email of',
  'change password of',
  'activate',
  'disable',
  'delete',
] as const;
type Operation = (typeof OPERATIONS)[number];

let testApp: TestApp;
const tokens = new Map<Actor, string>();
const ownIds = new Map<Actor, number>();
const roleIds = new Map<Target, number | null>();
let counter = 0;

const userId = async (email: string) =>
  (
    await testApp.database.db
      .selectFrom('users')
      .select('id_users')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id_users;

beforeAll(async () => {
  testApp = await createTestApp();
  const hash = await hashPassword(RIGHTS_PASSWORD);
  for (const [actor, email] of [
    ['superadmin', 'superadmin@demo.local'],
    ['admin', 'admin@demo.local'],
  ] as const) {
    tokens.set(actor, await mintToken(testApp.database.db, email));
    ownIds.set(actor, await userId(email));
  }
  for (const [actor, rights] of [
    ['user manager', [...USER_RIGHTS, ...TICKET_RIGHTS]],
    ['user clerk', USER_RIGHTS],
  ] as const) {
    const { email } = await insertUserWith(testApp.database.db, actor, rights, hash);
    tokens.set(actor, await mintToken(testApp.database.db, email));
    ownIds.set(actor, await userId(email));
  }
  const roles = await testApp.database.db.selectFrom('roles').select(['id_roles', 'role']).execute();
  for (const target of TARGETS)
    roleIds.set(target, target === 'none' ? null : (roles.find((row) => row.role === target)?.id_roles ?? null));
});
afterAll(() => testApp.close());

/** A new user with the target role, written straight into the table. */
async function accountWith(target: Target): Promise<number> {
  counter += 1;
  const row = await testApp.database.db
    .insertInto('users')
    .values({ email: `grant${counter}@rights.test`, ratio_id: `G${counter}`, id_roles: roleIds.get(target) ?? null })
    .returning('id_users')
    .executeTakeFirstOrThrow();
  return row.id_users;
}

async function attempt(actor: Actor, operation: Operation, target: Target) {
  const as = (options: Parameters<TestApp['injectAs']>[1]) => testApp.injectAs(tokens.get(actor), options);
  const role = roleIds.get(target) ?? null;
  counter += 1;
  switch (operation) {
    case 'create with':
      return as({
        method: 'POST',
        url: '/api/users-lit',
        payload: { email: `new${counter}@rights.test`, ratio_id: `N${counter}`, id_roles: role },
      });
    case 'assign':
      return as({ method: 'PATCH', url: `/api/users-lit/${await accountWith('none')}`, payload: { id_roles: role } });
    case 'edit name of':
      return as({ method: 'PATCH', url: `/api/users-lit/${await accountWith(target)}`, payload: { lastname: 'Neu' } });
    case 'change email of':
      return as({
        method: 'PATCH',
        url: `/api/users-lit/${await accountWith(target)}`,
        payload: { email: `taken${counter}@evil.test` },
      });
    case 'change password of':
      return as({
        method: 'PATCH',
        url: `/api/users-lit/${await accountWith(target)}`,
        payload: { password: 'Taken1234!', password_confirmation: 'Taken1234!' },
      });
    case 'activate':
      // an account without a password gets the mail to choose one
      return as({ method: 'POST', url: `/api/users-lit/${await accountWith(target)}/activation` });
    case 'disable':
      return as({ method: 'PATCH', url: `/api/users-lit/${await accountWith(target)}`, payload: { isActive: false } });
    case 'delete':
      return as({ method: 'DELETE', url: `/api/users-lit/${await accountWith(target)}` });
  }
}

const cases = (Object.keys(ACTORS) as Actor[]).flatMap((actor) =>
  TARGETS.flatMap((target) =>
    OPERATIONS.map((operation) => ({
      actor,
      operation,
      target,
      expected: (ACTORS[actor] as readonly string[]).includes(target) ? (operation === 'create with' ? 201 : 200) : 403,
    })),
  ),
);

describe('a user grants only what they hold', () => {
  it.each(cases)('$actor: $operation $target → $expected', async ({ actor, operation, target, expected }) => {
    const response = await attempt(actor, operation, target);
    expect(response.statusCode, response.body).toBe(expected);
    if (expected === 403)
      expect(response.json().errors[0].key).toBe(
        operation === 'create with' || operation === 'assign' ? 'error.role_not_grantable' : 'error.record_forbidden',
      );
  });

  it('refuses a role change through PUT as through PATCH', async () => {
    const id = await accountWith('none');
    const response = await testApp.injectAs(tokens.get('user clerk'), {
      method: 'PUT',
      url: `/api/users-lit/${id}`,
      payload: { email: `put${id}@rights.test`, ratio_id: `P${id}`, id_roles: roleIds.get('admin') },
    });
    expect(response.statusCode, response.body).toBe(403);
    const stored = await testApp.database.db
      .selectFrom('users')
      .select('id_roles')
      .where('id_users', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.id_roles).toBeNull();
  });
});

describe('nobody changes their own role', () => {
  const own = (Object.keys(ACTORS) as Actor[]).flatMap((actor) => ACTORS[actor].map((target) => ({ actor, target })));
  it.each(own)('$actor cannot make themselves $target', async ({ actor, target }) => {
    const id = ownIds.get(actor);
    const before = await testApp.database.db
      .selectFrom('users')
      .select('id_roles')
      .where('id_users', '=', id as number)
      .executeTakeFirstOrThrow();
    const response = await testApp.injectAs(tokens.get(actor), {
      method: 'PATCH',
      url: `/api/users-lit/${id}`,
      payload: { id_roles: roleIds.get(target) },
    });
    if (before.id_roles === roleIds.get(target)) {
      // the same role again changes nothing, so it is no change of role
      expect(response.statusCode, response.body).toBe(200);
      return;
    }
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().errors).toEqual([{ field: 'id_roles', key: 'error.own_role' }]);
  });

  it('still lets a user edit the rest of their own account', async () => {
    const response = await testApp.injectAs(tokens.get('user clerk'), {
      method: 'PATCH',
      url: `/api/users-lit/${ownIds.get('user clerk')}`,
      payload: { firstname: 'Clara' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('the roles a user may grant, for the console to offer', () => {
  it.each(Object.keys(ACTORS) as Actor[])('%s is offered exactly the roles they could grant', async (actor) => {
    const response = await testApp.injectAs(tokens.get(actor), {
      method: 'GET',
      url: '/api/grantable-roles?pagination=false',
    });
    expect(response.statusCode, response.body).toBe(200);
    const offered = new Set(response.json<{ role: string }[]>().map((row) => row.role));
    for (const target of TARGETS.filter((name) => name !== 'none'))
      expect(offered.has(target), target).toBe((ACTORS[actor] as readonly string[]).includes(target));
  });

  it('is closed to users who may neither create nor update users', async () => {
    const token = await mintToken(testApp.database.db, 'tickets@demo.local');
    const response = await testApp.injectAs(token, { method: 'GET', url: '/api/grantable-roles' });
    expect(response.statusCode).toBe(403);
  });
});
