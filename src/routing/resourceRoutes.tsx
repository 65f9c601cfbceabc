import { Route } from 'react-router';
import { RequirePermission } from '../access/RequirePermission';
import { registry } from '../registry/registry';
import { customPages, isCustomPageName } from './customPages';
import { lazyPage } from './lazyPage';
import { GENERATED, screenRoutes, type ScreenRoute } from './screenRoutes';

const ResourceListPage = lazyPage(() => import('../generated/list/ResourceListPage'));
const ResourceFormPage = lazyPage(() => import('../generated/form/ResourceFormPage'));

function pageOf({ resource, screen, page }: ScreenRoute) {
  if (page === GENERATED)
    return screen === 'list' ? (
      <ResourceListPage resource={resource} />
    ) : (
      <ResourceFormPage resource={resource} mode={screen} />
    );
  if (!isCustomPageName(page)) return undefined;
  const CustomPage = customPages[page];
  return <CustomPage resource={resource} screen={screen} />;
}

/**
 * The list, create, copy and edit screens of every registry resource, each behind the permission
 * its Refine action needs. A page name missing from the table gets no route (the catch-all's 404).
 */
export function resourceRoutes() {
  return screenRoutes(registry.resources).flatMap((route) => {
    const page = pageOf(route);
    if (!page) return [];
    return [
      <Route
        key={route.path}
        path={route.path}
        element={
          // Keyed by path: create and edit of one resource share a page, which must not keep its state.
          <RequirePermission key={route.path} resource={route.resource.name} action={route.action}>
            {page}
          </RequirePermission>
        }
      />,
    ];
  });
}
