import type { ResourceDefinition, Screen } from '../../registry/types';

/** A resource screen's page: the generic one, or a bespoke page a `custom/<folder>/pages.ts` declares. */
export const GENERATED = 'generated';

const SCREENS: readonly Screen[] = ['list', 'create', 'copy', 'edit'];

/**
 * The Refine action a screen needs: a copy is a create. The generated record screen opens to whoever
 * may read the record and shows it read-only to those who may not update it; a bespoke one needs the
 * update right where the resource has updates, unless it is `readable` (it shows the record read-only
 * as the generated one does: its `pages.ts` says so).
 */
const ACTIONS = { list: 'list', create: 'create', copy: 'create', edit: 'edit' } as const;
export const screenAction = (resource: ResourceDefinition, screen: Screen, readable = false) =>
  screen === 'edit' && (!resource.operations.includes('update') || resource.screens.edit === GENERATED || readable)
    ? 'show'
    : ACTIONS[screen];

const SUFFIXES: Readonly<Record<Screen, string>> = { list: '', create: '/create', copy: '/copy/:id', edit: '/:id' };

export interface ScreenRoute {
  path: string;
  resource: ResourceDefinition;
  screen: Screen;
  action: ReturnType<typeof screenAction>;
  page: string;
  /** The rights a bespoke page at an address of its own opens to, instead of the resource's list permission. */
  permission?: readonly string[];
}

/**
 * One route per screen a resource has: list at its route, then create, copy and edit below it; then its
 * bespoke pages at addresses of their own, each shown as a list is (its list permission, or the page's own).
 */
export function screenRoutes(resources: readonly ResourceDefinition[]): ScreenRoute[] {
  return resources.flatMap((resource): ScreenRoute[] => [
    ...SCREENS.flatMap((screen): ScreenRoute[] => {
      const page = resource.screens[screen];
      return page
        ? [
            {
              path: `${resource.route}${SUFFIXES[screen]}`,
              resource,
              screen,
              action: screenAction(resource, screen),
              page,
            },
          ]
        : [];
    }),
    ...(resource.pages ?? []).map(({ path, page, permission }) => ({
      path,
      resource,
      screen: 'list' as const,
      action: 'list' as const,
      page,
      ...(permission ? { permission } : {}),
    })),
  ]);
}

/** The pages `consoleRoutes.tsx` declares by hand, outside the registry. */
export const FIXED_PATHS: readonly string[] = ['/'];

/** Where a menu entry can lead: every resource's list screen and the fixed pages. */
export function menuPaths(resources: readonly ResourceDefinition[]): ReadonlySet<string> {
  const lists = screenRoutes(resources).filter((route) => route.screen === 'list');
  return new Set([...FIXED_PATHS, ...lists.map((route) => route.path)]);
}
