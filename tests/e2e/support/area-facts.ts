import { mayUse, type PermissionHolder } from '../../../registry/permission-check.ts';
import type { Action, ResourceDefinition, Screen } from '../../../registry/types.ts';
import { demoLogins, demoRoles } from '../../../server/db/seed/demo-accounts.ts';
import { loadRegistry } from '../../../server/registry/load-registry.ts';
import { visibleMenu } from '../../../src/menu/visibleMenu.ts';
import { screenAction } from '../../../src/routing/screenRoutes.ts';

// Prints what the areas' smoke tests need of the registry and the demo logins, as JSON. Playwright's
// loader cannot load the registry (its JSON imports): area-screens.ts runs this with tsx.

/** A resource as the smoke test opens it. */
export interface SmokeResource {
  name: string;
  route: string;
  api: string;
  idField: string;
  screens: Screen[];
  /** The screens that need a right (not those every signed-in user opens: the start-up master data's lists). */
  guardedScreens: Screen[];
  /** Its rows are each user's own (`ownRows`): the login has none to open, their owners' tests open them. */
  ownRows: boolean;
}

export interface AreaFacts {
  resources: SmokeResource[];
  /**
   * A demo login that may open every screen of the area (the one with the fewest rights), and one that
   * may open none of those that need a right.
   */
  permitted: string;
  refused: string;
  /** The demo login whose menu the entries are checked in: the permitted one if it sees them all, else a superadmin. */
  menuLogin: string;
  /** The translation keys of the area's resources' menu entries, with their group's and their route. */
  menu: { group: string; label: string; route: string }[];
  /** The translation keys of the menu groups that hold the area's entries alone. */
  groups: string[];
}

const SUPERADMIN = 'superadmin@demo.local';
const registry = loadRegistry(new URL('../../..', import.meta.url).pathname);
const areaOf = (resource: ResourceDefinition) => resource.name.split('/')[0] as string;

/** The right a screen needs, as the console checks it (src/routing/screenRoutes.ts): Refine's actions as the registry's. */
const REGISTRY_ACTIONS: Readonly<Record<ReturnType<typeof screenAction>, Action>> = {
  list: 'list',
  create: 'create',
  edit: 'update',
  show: 'read',
};
const screensOf = (resource: ResourceDefinition) => Object.keys(resource.screens) as Screen[];

const logins = demoLogins
  .map(({ email, role }) => {
    const { admin, access } = demoRoles.find((candidate) => candidate.role === role)!;
    const permissions: PermissionHolder = {
      admin,
      role,
      access: Object.fromEntries(access.map((right) => [right, true])),
    };
    return { email, permissions };
  })
  .sort(
    (a, b) =>
      Number(a.permissions.admin) - Number(b.permissions.admin) ||
      Object.keys(a.permissions.access).length - Object.keys(b.permissions.access).length,
  );

/** The routes of the menu entries a login sees (src/menu/visibleMenu.ts), in the console's default installation. */
const seenRoutes = (permissions: PermissionHolder) =>
  new Set(
    visibleMenu(registry.menu, {
      permissions,
      resource: (name) => registry.resource(name),
      paths: new Set(registry.resources.map((resource) => resource.route)),
      installation: undefined,
    }).flatMap((group) => group.entries.map((entry) => entry.route)),
  );

const neededFor = (resource: ResourceDefinition, screen: Screen) =>
  resource.permission[REGISTRY_ACTIONS[screenAction(resource, screen)]];
/** A screen every signed-in user opens: its call's right is an empty list. */
const guarded = (resource: ResourceDefinition) => (screen: Screen) =>
  resource.permission.superadmin || neededFor(resource, screen).length > 0;

function factsOf(area: string): AreaFacts {
  const resources = registry.resources.filter((resource) => areaOf(resource) === area);
  const names = new Set(resources.map((resource) => resource.name));
  const opens = (permissions: PermissionHolder, only: 'all' | 'guarded' = 'all') =>
    resources.flatMap((resource) =>
      screensOf(resource).filter(
        (screen) =>
          (only === 'all' || guarded(resource)(screen)) &&
          mayUse(permissions, neededFor(resource, screen), { superadmin: resource.permission.superadmin }),
      ),
    ).length;
  const screens = resources.flatMap(screensOf).length;
  const permitted = logins.find((login) => opens(login.permissions) === screens);
  const refused = logins.find((login) => opens(login.permissions, 'guarded') === 0);
  if (!permitted || !refused) throw new Error(`no demo login may open every screen of ${area}, or none`);
  const menu = registry.menu.flatMap((group) =>
    group.entries
      .filter((entry) => entry.resource !== undefined && names.has(entry.resource))
      .map((entry) => ({ group: group.label, label: entry.label, route: entry.route })),
  );
  const seen = seenRoutes(permitted.permissions);
  return {
    resources: resources.map(({ name, route, api, entity }) => ({
      name,
      route,
      api,
      idField: entity.idField,
      screens: screensOf(registry.resource(name)!),
      guardedScreens: screensOf(registry.resource(name)!).filter(guarded(registry.resource(name)!)),
      ownRows: registry.resource(name)!.rowScope === 'ownRows',
    })),
    permitted: permitted.email,
    refused: refused.email,
    menuLogin: menu.every(({ route }) => seen.has(route)) ? permitted.email : SUPERADMIN,
    menu,
    groups: registry.menu
      .filter((group) => group.entries.every((entry) => entry.resource !== undefined && names.has(entry.resource)))
      .map((group) => group.label),
  };
}

const areas = [...new Set(registry.resources.map(areaOf))];
process.stdout.write(JSON.stringify(Object.fromEntries(areas.map((area) => [area, factsOf(area)]))));
