import { ACCESS_AREAS, ALL_PERMISSIONS, defaultRight } from './access-areas';
import { MENU_ICON_NAMES } from './menu-icons';
import { SUPERADMIN_ROLE } from './permission-check';
import { pointer, type RegistryProblem } from './registry-error';
import type { Action, Operation, RegistryFiles } from './types';

type Rights = string | string[] | undefined;

interface RawResource {
  permission: { area: string; superadmin?: boolean } & Partial<Record<Action, Rights>>;
  operations?: Operation[];
  actions?: { right?: Action }[];
  assists?: { right?: Action }[];
  screens?: (string | Record<string, string | { permission?: Rights }>)[];
}

interface RawEntity {
  properties: Record<string, { 'x-access'?: Partial<Record<'read' | 'write', Rights>> }>;
}

interface RawMenu {
  groups: { icon?: string; permission?: Rights; entries: { icon?: string; permission?: Rights }[] }[];
}

const AREAS: ReadonlySet<string> = new Set(ACCESS_AREAS.map((area) => area.key));
const RIGHTS: ReadonlySet<string> = new Set(ALL_PERMISSIONS);
/** The rights a resource's calls and a field may need: the catalogue's, and `superadmin`. */
const NAMED_RIGHTS: ReadonlySet<string> = new Set([...ALL_PERMISSIONS, SUPERADMIN_ROLE]);
const ICONS: ReadonlySet<string> = new Set(MENU_ICON_NAMES);
/** The action whose right each operation needs. */
const ACTION_OF: Readonly<Record<Operation, Action>> = {
  list: 'list',
  get: 'read',
  create: 'create',
  update: 'update',
  delete: 'delete',
};
const NOT_GRANTABLE = 'is not in the access-area catalogue (registry/access-areas.ts): no role can be granted it';

/**
 * What the registry's files name that the product does not know: a permission area or a right that
 * is not in the access-area catalogue (a typo would load, and no role could ever be granted the
 * right), and a menu icon that is not in the icon table.
 */
export function catalogueProblems(files: RegistryFiles): RegistryProblem[] {
  const problems: RegistryProblem[] = [];
  const report = (file: string, at: string, message: string) => problems.push({ file, pointer: at, message });
  for (const [file, content] of Object.entries(files.resources))
    for (const [index, resource] of (content as RawResource[]).entries())
      checkResource(resource, (at, message) => report(file, pointer(index, ...at), message));
  for (const [file, content] of Object.entries(files.entities))
    for (const [name, property] of Object.entries((content as RawEntity).properties))
      for (const [kind, rights] of Object.entries(property['x-access'] ?? {}))
        checkRights(rights, NAMED_RIGHTS, (at, message) =>
          report(file, pointer('properties', name, 'x-access', kind, ...at), message),
        );
  checkMenu(files.menu.content as RawMenu, (at, message) => report(files.menu.path, pointer(...at), message));
  return problems;
}

type ReportAt = (at: (string | number)[], message: string) => void;

/** Each named right, at its place: the value itself, or its index in a list. */
function checkRights(rights: Rights, known: ReadonlySet<string>, report: ReportAt) {
  const list = Array.isArray(rights) ? rights : rights === undefined ? [] : [rights];
  for (const [index, right] of list.entries())
    if (!known.has(right)) report(Array.isArray(rights) ? [index] : [], `right "${right}" ${NOT_GRANTABLE}`);
}

/**
 * A resource's area and every right it names (its calls', its own pages'); a right it takes from its
 * area by default is checked for the calls it serves. A superadmin-only resource needs no right, so its area is not looked up.
 */
function checkResource({ permission, operations, actions, assists, screens }: RawResource, report: ReportAt) {
  for (const [position, entry] of (screens ?? []).entries())
    if (typeof entry === 'object')
      for (const [path, page] of Object.entries(entry))
        if (typeof page === 'object')
          checkRights(page.permission, RIGHTS, (at, message) =>
            report(['screens', position, path, 'permission', ...at], message),
          );
  if (permission.superadmin) return;
  if (!AREAS.has(permission.area)) {
    report(['permission', 'area'], `area "${permission.area}" ${NOT_GRANTABLE}`);
    return;
  }
  for (const action of Object.values(ACTION_OF))
    checkRights(permission[action], NAMED_RIGHTS, (at, message) => report(['permission', action, ...at], message));
  const needed = new Set<Action>([
    ...(operations ?? (Object.keys(ACTION_OF) as Operation[])).map((operation) => ACTION_OF[operation]),
    ...[...(actions ?? []), ...(assists ?? [])].map(({ right }) => right ?? 'update'),
  ]);
  const lacking = [...needed].filter((action) => {
    const given = permission[action] ?? (action === 'list' ? permission.read : undefined);
    return given === undefined && !RIGHTS.has(defaultRight(permission.area, action));
  });
  if (lacking.length > 0)
    report(
      ['permission', 'area'],
      `area "${permission.area}" has no default right for ${lacking.join(', ')}: name the rights these calls need`,
    );
}

function checkMenu({ groups }: RawMenu, report: ReportAt) {
  const checkIcon = (at: (string | number)[], icon: string | undefined) => {
    if (icon !== undefined && !ICONS.has(icon))
      report([...at, 'icon'], `icon "${icon}" is not in the menu's icon table (registry/menu-icons.ts)`);
  };
  for (const [groupIndex, group] of groups.entries()) {
    const at = ['groups', groupIndex];
    checkIcon(at, group.icon);
    checkRights(group.permission, RIGHTS, (rest, message) => report([...at, 'permission', ...rest], message));
    for (const [entryIndex, entry] of group.entries.entries()) {
      const entryAt = [...at, 'entries', entryIndex];
      checkIcon(entryAt, entry.icon);
      checkRights(entry.permission, RIGHTS, (rest, message) => report([...entryAt, 'permission', ...rest], message));
    }
  }
}
