import { describe, expect, it } from 'vitest';
import type { PermissionHolder } from '../../registry/permission-check';
import { actionRequest, offeredActions } from '../../src/screens/actions/offeredActions';
import { registry } from '../../src/registry/registry';

const users = registry.resource('users/users');
if (!users) throw new Error('the registry has no users/users');

const staff = (access: string[]): PermissionHolder => ({
  admin: false,
  role: 'staff',
  access: Object.fromEntries(access.map((name) => [name, true])),
});
const names = (record: Record<string, unknown>, permissions?: PermissionHolder) =>
  offeredActions(users, record, permissions).map((action) => action.name);

describe('record actions of users', () => {
  it('offer disabling to active users and activating to disabled ones, with the right to update users', () => {
    const withRight = staff(['user-update']);
    expect(names({ id_users: 1, isActive: true }, withRight)).toEqual(['activation', 'disable']);
    expect(names({ id_users: 1, isActive: false }, withRight)).toEqual(['activation', 'activate']);
    expect(names({ id_users: 1, isActive: true }, staff(['user-read']))).toEqual([]);
    expect(names({ id_users: 1, isActive: true }, { admin: true, role: 'admin', access: {} })).toHaveLength(2);
    expect(names({ id_users: 1, isActive: true }, undefined)).toEqual([]);
  });

  it('call the server as the registry says', () => {
    const [activation, disable] = offeredActions(users, { id_users: 7, isActive: true }, staff(['user-update']));
    expect(actionRequest(users, { id_users: 7 }, activation!)).toEqual({
      path: '/users-lit/7/activation',
      method: 'POST',
    });
    expect(actionRequest(users, { id_users: 7 }, disable!)).toEqual({
      path: '/users-lit/7',
      method: 'PATCH',
      body: { isActive: false },
    });
  });
});
