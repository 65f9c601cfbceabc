// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessControlProvider } from '../../src/access/accessControlProvider.ts';
import { forgetUserdata } from '../../src/auth/userdata.ts';

let permissions: { admin: boolean; role: string | null; access: Record<string, boolean> } | undefined;

beforeEach(() => {
  forgetUserdata();
  localStorage.setItem('auth._token.local', 'Bearer test-token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      permissions
        ? new Response(JSON.stringify({ id_users: 1, email: 'x@demo.local', permissions }), { status: 200 })
        : new Response(JSON.stringify({ name: 'NotAuthenticated', message: 'No token' }), { status: 401 }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const can = async (resource: string | undefined, action: string) =>
  (await accessControlProvider.can({ resource, action })).can;

describe('the access control provider', () => {
  it('maps Refine actions to the registry’s and asks for one of the resource’s rights', async () => {
    permissions = { admin: false, role: 'box office', access: { 'ticket-read': true, 'ticket-create': true } };
    const actions = ['list', 'show', 'create', 'clone', 'edit', 'delete'];
    const answers = await Promise.all(actions.map((action) => can('tickets/genres', action)));
    expect(Object.fromEntries(actions.map((action, index) => [action, answers[index]]))).toEqual({
      list: true,
      show: true,
      create: true,
      clone: true,
      edit: false,
      delete: false,
    });
  });

  it('lets an admin through, except where the resource needs a superadmin', async () => {
    permissions = { admin: true, role: 'admin', access: {} };
    expect(await can('tickets/genres', 'delete')).toBe(true);
    expect(await can('system/roles', 'list')).toBe(false);
    forgetUserdata();
    permissions = { admin: true, role: 'superadmin', access: {} };
    expect(await can('system/roles', 'list')).toBe(true);
    expect(await can('system/roles', 'edit')).toBe(true);
  });

  it('shows what the registry does not know, refuses unknown actions and users not signed in', async () => {
    permissions = { admin: false, role: 'bus driver', access: {} };
    expect(await can('dashboard', 'list')).toBe(true);
    expect(await can(undefined, 'list')).toBe(true);
    expect(await can('tickets/genres', 'export')).toBe(false);
    forgetUserdata();
    permissions = undefined;
    expect(await can('tickets/genres', 'list')).toBe(false);
  });
});
