import { describe, expect, it } from 'vitest';
import { isSuperadmin, mayDo, mayUse, neededFor, type PermissionHolder } from '../../registry/permission-check.ts';

const user = (admin: boolean, role: string | null, access: Record<string, boolean> = {}): PermissionHolder => ({
  admin,
  role,
  access,
});
const superadmin = user(true, 'superadmin');
const admin = user(true, 'admin');
const staff = user(false, 'ticketing staff', { 'ticket-read': true, 'ticket-update': false });

describe('mayUse (spec 1 §6)', () => {
  it('lets an admin through every check, whatever the access map says', () => {
    expect(mayUse(admin, ['ticket-admin'])).toBe(true);
    expect(mayUse(superadmin, ['anything-read', 'other-read'])).toBe(true);
  });

  it('needs one of the named rights set to true for anyone else', () => {
    expect(mayUse(staff, ['ticket-read'])).toBe(true);
    expect(mayUse(staff, ['ticket-admin', 'ticket-read'])).toBe(true);
    expect(mayUse(staff, ['ticket-update'])).toBe(false);
    expect(mayUse(staff, ['ticket-delete'])).toBe(false);
  });

  it('lets every signed-in user through an empty list', () => {
    expect(mayUse(user(false, null), [])).toBe(true);
  });

  it('lets only a superadmin through what needs one: admin flag and the role named superadmin', () => {
    expect(mayUse(superadmin, ['roles-read'], { superadmin: true })).toBe(true);
    expect(mayUse(admin, ['roles-read'], { superadmin: true })).toBe(false);
    expect(mayUse(user(false, 'superadmin', { 'roles-read': true }), ['roles-read'], { superadmin: true })).toBe(false);
    expect(mayUse(admin, [], { superadmin: true })).toBe(false);
    expect([superadmin, admin, staff].map(isSuperadmin)).toEqual([true, false, false]);
  });

  it('treats the name superadmin in a list as a right that only the superadmin holds', () => {
    expect(mayUse(superadmin, ['superadmin'])).toBe(true);
    expect(mayUse(admin, ['superadmin'])).toBe(false);
    expect(mayUse(user(false, 'superadmin', { superadmin: true }), ['superadmin'])).toBe(false);
    expect(mayUse(admin, ['configs-update', 'superadmin'])).toBe(true);
    expect(mayUse(user(false, 'desk', { 'configs-update': true }), ['configs-update', 'superadmin'])).toBe(true);
    expect(mayUse(staff, ['configs-update', 'superadmin'])).toBe(false);
  });
});

describe('mayDo and neededFor: an action on a resource, for server and console alike', () => {
  const tickets = {
    area: 'ticket',
    superadmin: false,
    list: ['ticket-read'],
    read: ['ticket-read'],
    create: ['ticket-create'],
    update: ['ticket-admin', 'ticket-update'],
    delete: ['ticket-delete'],
  };
  const roles = { ...tickets, area: 'roles', superadmin: true };

  it('needs one of the rights of the action, and names them when it refuses', () => {
    expect(mayDo(staff, tickets, 'list')).toBe(true);
    expect(mayDo(staff, tickets, 'update')).toBe(false);
    expect(mayDo(user(false, 'desk', { 'ticket-admin': true }), tickets, 'update')).toBe(true);
    expect(mayDo(admin, tickets, 'delete')).toBe(true);
    expect(neededFor(tickets, 'update')).toBe('ticket-admin | ticket-update');
  });

  it('leaves a superadmin-only resource to the superadmin, and says so', () => {
    expect(mayDo(superadmin, roles, 'delete')).toBe(true);
    expect(mayDo(admin, roles, 'list')).toBe(false);
    expect(mayDo(user(false, 'desk', { 'ticket-read': true }), roles, 'read')).toBe(false);
    expect(neededFor(roles, 'list')).toBe('superadmin');
  });

  it('leaves an admin-only resource to users with the admin flag, whatever rights others hold, and says so', () => {
    const history = { ...tickets, area: 'imagedb', adminOnly: true, list: ['imagedb-read'], read: ['imagedb-read'] };
    const everyRight = user(false, 'image desk', { 'imagedb-read': true, 'imagedb-create': true });
    expect([superadmin, admin, everyRight].map((holder) => mayDo(holder, history, 'list'))).toEqual([
      true,
      true,
      false,
    ]);
    expect(mayDo(everyRight, { ...history, adminOnly: false }, 'list')).toBe(true);
    expect(neededFor(history, 'read')).toBe('admin');
  });

  it('lets every signed-in user read what the superadmin alone may change (the system settings)', () => {
    const settings = {
      area: 'configs',
      superadmin: false,
      list: [],
      read: [],
      create: ['superadmin'],
      update: ['superadmin'],
      delete: ['superadmin'],
    };
    expect([superadmin, admin, staff].map((holder) => mayDo(holder, settings, 'list'))).toEqual([true, true, true]);
    expect([superadmin, admin, staff].map((holder) => mayDo(holder, settings, 'update'))).toEqual([true, false, false]);
    expect(neededFor(settings, 'update')).toBe('superadmin');
  });
});
