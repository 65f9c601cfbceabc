// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessControlProvider } from '../../src/access/accessControlProvider.ts';
import { forgetUserdata } from '../../src/auth/userdata.ts';

// The route guard of a page that names rights of its own (the agency's pages: agencydata-read under
// the agencies of agencyadmin) asks for those, not for its resource's list permission.

describe('the route guard of such a page', () => {
  let permissions: { admin: boolean; role: string | null; access: Record<string, boolean> };

  beforeEach(() => {
    forgetUserdata();
    localStorage.setItem('auth._token.local', 'Bearer test-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ id_users: 1, email: 'x@demo.local', permissions }), { status: 200 }),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  const can = async (permission?: readonly string[]) =>
    (
      await accessControlProvider.can({
        resource: 'agencies/agencies',
        action: 'list',
        params: permission ? { permission } : undefined,
      })
    ).can;

  it('asks for the page rights instead of the resource list permission', async () => {
    permissions = { admin: false, role: 'agency staff', access: { 'agencydata-read': true } };
    expect(await can()).toBe(false);
    expect(await can(['agencydata-read'])).toBe(true);
    expect(await can(['agencydata-create'])).toBe(false);
  });

  it('does not let the resource list permission open a page that names other rights', async () => {
    permissions = { admin: false, role: 'agency admin', access: { 'agencyadmin-read': true } };
    expect(await can()).toBe(true);
    expect(await can(['agencydata-read'])).toBe(false);
    forgetUserdata();
    permissions = { admin: true, role: 'admin', access: {} };
    expect(await can(['agencydata-read'])).toBe(true);
  });
});
