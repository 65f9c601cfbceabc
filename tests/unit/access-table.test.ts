import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mayUse, type PermissionHolder } from '../../registry/permission-check.ts';
import type { Action, ResourceDefinition } from '../../registry/types.ts';
import { demoRoles } from '../../server/db/seed/demo-accounts.ts';
import { loadRegistry } from '../../server/registry/load-registry.ts';

// Access as a table: every resource of the registry × every action × every role, through the rule the
// server and the console share (spec 1 §6). tests/api/permission-matrix.test.ts shows each route
// applies it, with three calls a route.

const { resources } = loadRegistry(fileURLToPath(new URL('../..', import.meta.url)));
const actions: Action[] = ['list', 'read', 'create', 'update', 'delete'];
const allRights = [...new Set(resources.flatMap((r) => actions.flatMap((action) => r.permission[action])))].sort();

interface Role extends PermissionHolder {
  name: string;
}

const role = (name: string, admin: boolean, rights: readonly string[]): Role => ({
  name,
  admin,
  role: name,
  access: Object.fromEntries(rights.map((right) => [right, true])),
});

const demo = demoRoles.map(({ role: name, admin, access }) => role(name, admin, access));
/** Roles made of the registry's rights: none, all, each alone, all but each; and one whose rights are set false. */
const made = [
  role('no rights', false, []),
  role('all rights', false, allRights),
  { ...role('every right set false', false, []), access: Object.fromEntries(allRights.map((right) => [right, false])) },
  ...allRights.flatMap((right) => [
    role(`only ${right}`, false, [right]),
    role(
      `all but ${right}`,
      false,
      allRights.filter((other) => other !== right),
    ),
  ]),
];

/** The name of a right in a resource's list that only the superadmin holds (the system settings' writes). */
const SUPERADMIN = 'superadmin';

/**
 * Spec 1 §6, cell by cell: a superadmin-only resource is a superadmin's; an empty list is open to
 * everyone; a superadmin passes every list; an admin, or one right of the list, does the rest, where
 * the list names a right besides `superadmin`.
 */
function expected(resource: ResourceDefinition, action: Action, holder: Role): boolean {
  const isSuperadmin = holder.admin && holder.role === SUPERADMIN;
  if (resource.permission.superadmin) return isSuperadmin;
  const needed = resource.permission[action];
  if (needed.length === 0 || isSuperadmin) return true;
  const named = needed.filter((right) => right !== SUPERADMIN);
  return named.length > 0 && (holder.admin || named.some((right) => holder.access[right] === true));
}

const allowed = (resource: ResourceDefinition, action: Action, holder: Role) =>
  mayUse(holder, resource.permission[action], { superadmin: resource.permission.superadmin });

describe.each(resources.map((resource) => [resource.name, resource] as const))('%s', (_name, resource) => {
  it('lets each role do what its rights allow, and nothing more', () => {
    const table = actions.flatMap((action) =>
      [...demo, ...made].map((holder) => `${action} ${holder.name}: ${allowed(resource, action, holder)}`),
    );
    const wanted = actions.flatMap((action) =>
      [...demo, ...made].map((holder) => `${action} ${holder.name}: ${expected(resource, action, holder)}`),
    );
    expect(table).toEqual(wanted);
  });
});

describe('the demo roles', () => {
  const demoRole = (name: string) => demo.find((holder) => holder.name === name)!;
  const served = (resource: ResourceDefinition) =>
    actions.filter((action) => action !== 'read' || resource.operations.includes('get'));
  const tickets = resources.filter((resource) => resource.name.startsWith('tickets/'));

  it('give ticketing staff every action on every ticket resource that is not a superadmin’s', () => {
    expect(tickets.length).toBeGreaterThan(5);
    for (const resource of tickets.filter((r) => !r.permission.superadmin))
      for (const action of served(resource))
        expect(allowed(resource, action, demoRole('ticketing staff')), `${resource.name} ${action}`).toBe(true);
  });

  it('give agency staff and bus drivers no ticket resource at all', () => {
    for (const name of ['agency staff', 'bus driver'])
      for (const resource of tickets)
        for (const action of actions)
          expect(allowed(resource, action, demoRole(name)), `${name}: ${resource.name} ${action}`).toBe(false);
  });

  it('give an admin everything but what is a superadmin’s, and a superadmin everything', () => {
    for (const resource of resources)
      for (const action of actions) {
        expect(allowed(resource, action, demoRole('superadmin')), `${resource.name} ${action}`).toBe(true);
        expect(allowed(resource, action, demoRole('admin')), `${resource.name} ${action}`).toBe(
          !resource.permission.superadmin && resource.permission[action].join() !== SUPERADMIN,
        );
      }
  });

  it('include superadmin-only resources, which every right together does not reach', () => {
    const superadminOnly = resources.filter((resource) => resource.permission.superadmin);
    expect(superadminOnly.length).toBeGreaterThan(0);
    for (const resource of superadminOnly)
      expect(
        allowed(
          resource,
          'list',
          made.find((holder) => holder.name === 'all rights')!,
        ),
      ).toBe(false);
  });
});
