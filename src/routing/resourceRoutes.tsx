import { matchPath, Route } from 'react-router';
import type { ResourceDefinition } from '../../registry/types';
import { RequirePermission } from '../access/RequirePermission';
import { loadGridTexts } from '../screens/list/gridTexts';
import { i18n } from '../i18n/i18n';
import { areaDictionaries } from '../i18n/useAreaTranslation';
import { prefetchList } from '../data/dataProvider';
import { listParams } from '../screens/list/listQuery';
import { parseListUrl } from '../screens/list/listUrlState';
import { customPages } from './customPages';
import { lazyPage } from './lazyPage';
import { recordScreenAction } from './recordScreenAction';
import { GENERATED, screenRoutes, type ScreenRoute } from './screenRoutes';

// With the grid's texts in the user's language, so that the list's first render speaks it.
async function loadListPage() {
  const [page] = await Promise.all([import('../screens/list/ResourceListPage'), loadGridTexts(i18n.language)]);
  return page;
}

const ResourceListPage = lazyPage(loadListPage);

/** Where a page is: the path and the query of its address. */
export interface PageAddress {
  pathname: string;
  search: string;
}
const ResourceFormPage = lazyPage(() => import('../screens/form/ResourceFormPage'));

/**
 * Starts loading the generated page at an address while its permission is still being checked, so
 * that it shows as soon as the check allows: its code, its area's texts, and a list's first page.
 */
export function preloadScreen(resources: readonly ResourceDefinition[], { pathname, search }: PageAddress) {
  const route = screenRoutes(resources).find((candidate) => matchPath(candidate.path, pathname));
  if (route?.page !== GENERATED) return;
  void i18n.loadNamespaces(areaDictionaries(route.resource));
  if (route.screen !== 'list') {
    ResourceFormPage.preload();
    return;
  }
  ResourceListPage.preload();
  prefetchList(route.resource, listParams(route.resource, parseListUrl(route.resource, new URLSearchParams(search))));
}

function pageOf({ resource, screen, page }: ScreenRoute) {
  if (page === GENERATED)
    return screen === 'list' ? (
      <ResourceListPage resource={resource} />
    ) : (
      <ResourceFormPage resource={resource} mode={screen} />
    );
  const custom = customPages.get(page);
  return custom && <custom.Page resource={resource} screen={screen} />;
}

/** A screen's address, and those a bespoke page adds for it (its `aliases` in its folder's `pages.ts`). */
function pathsOf({ path, resource, screen, page }: ScreenRoute): string[] {
  const aliases = customPages.get(page)?.aliases[screen] ?? [];
  return [path, ...aliases.map((alias) => `${resource.route}${alias}`)];
}

const actionOf = (route: ScreenRoute) => (route.screen === 'edit' ? recordScreenAction(route.resource) : route.action);

/**
 * The list, create, copy and edit screens of every registry resource, each behind the permission
 * its Refine action needs. A page name missing from the table gets no route (the catch-all's 404).
 */
export function resourceRoutes(resources: readonly ResourceDefinition[]) {
  return screenRoutes(resources).flatMap((route) => {
    const page = pageOf(route);
    if (!page) return [];
    return pathsOf(route).map((path) => (
      <Route
        key={path}
        path={path}
        element={
          // Keyed by path: create and edit of one resource share a page, which must not keep its state.
          <RequirePermission
            key={path}
            resource={route.resource.name}
            action={actionOf(route)}
            permission={route.permission}
          >
            {page}
          </RequirePermission>
        }
      />
    ));
  });
}
