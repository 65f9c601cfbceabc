import {
  ACCESS_AREAS,
  ALL_PERMISSIONS,
  STANDARD_RIGHTS,
  type AccessArea,
  type AccessRight,
} from '../../registry/access-areas';

/** How many of a set of rights are granted; `empty` when there are none to grant. */
export type Selection = 'all' | 'some' | 'none' | 'empty';

const KNOWN = new Set(ALL_PERMISSIONS);

/** An area's rights in matrix order: create, read, update, delete, then the extras. */
function areaRights(area: AccessArea): AccessRight[] {
  return [...STANDARD_RIGHTS.flatMap((right) => area.standard[right] ?? []), ...area.extras];
}

export function areaPermissions(area: AccessArea): string[] {
  return areaRights(area).map((right) => right.permission);
}

export function grantedRights(access: Readonly<Record<string, boolean>>): ReadonlySet<string> {
  return new Set(Object.keys(access).filter((permission) => access[permission] === true));
}

export function selection(granted: ReadonlySet<string>, permissions: readonly string[]): Selection {
  if (permissions.length === 0) return 'empty';
  const count = permissions.filter((permission) => granted.has(permission)).length;
  return count === 0 ? 'none' : count === permissions.length ? 'all' : 'some';
}

export function areaSelection(granted: ReadonlySet<string>, area: AccessArea): Selection {
  return selection(granted, areaPermissions(area));
}

/** Whether an area's rights are granted alike in two states (its row then need not be drawn again). */
export function sameAreaRights(area: AccessArea, a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return areaPermissions(area).every((permission) => a.has(permission) === b.has(permission));
}

export function withRights(
  granted: ReadonlySet<string>,
  permissions: readonly string[],
  on: boolean,
): ReadonlySet<string> {
  const next = new Set(granted);
  for (const permission of permissions) {
    if (on) next.add(permission);
    else next.delete(permission);
  }
  return next;
}

/** Granted rights the catalogue does not know (older or newer ones): kept unless removed. */
export function unknownRights(granted: ReadonlySet<string>): string[] {
  return [...granted].filter((permission) => !KNOWN.has(permission)).sort();
}

/** The access map to save: only granted rights, in a stable order. */
export function accessMap(granted: ReadonlySet<string>): Record<string, true> {
  return Object.fromEntries([...granted].sort().map((permission) => [permission, true as const]));
}

/** The warnings of areas with any right granted (agencyadmin reaches every agency). */
export function activeWarnings(granted: ReadonlySet<string>): string[] {
  return ACCESS_AREAS.flatMap((area) =>
    area.warning && areaPermissions(area).some((permission) => granted.has(permission)) ? [area.warning] : [],
  );
}

/** Whether an area matches a search by its shown name, its key or one of its permission strings. */
export function areaMatches(area: AccessArea, label: string, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [label, area.key, ...areaPermissions(area)].some((candidate) => candidate.toLowerCase().includes(needle));
}
