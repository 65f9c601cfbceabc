import { Route } from 'react-router';
import { RequirePermission } from '../access/RequirePermission';
import { ErrorPage } from '../pages/errors/ErrorPage';
import { lazyPage } from './lazyPage';

const HomePage = lazyPage(() => import('../pages/home/HomePage'));
const RoleListPage = lazyPage(() => import('../../custom/roles/RoleListPage'));
const RoleEditorPage = lazyPage(() => import('../../custom/roles/RoleEditorPage'));

const ROLES = 'system/roles';

/** The pages inside the console layout; every one needs sign-in, and a page for a resource its permission. */
export function consoleRoutes() {
  return (
    <>
      <Route index element={<HomePage />} />
      <Route
        path="/roles"
        element={
          <RequirePermission resource={ROLES} action="list">
            <RoleListPage />
          </RequirePermission>
        }
      />
      <Route
        path="/roles/create"
        element={
          <RequirePermission resource={ROLES} action="create">
            <RoleEditorPage />
          </RequirePermission>
        }
      />
      <Route
        path="/roles/:id"
        element={
          <RequirePermission resource={ROLES} action="edit">
            <RoleEditorPage />
          </RequirePermission>
        }
      />
      <Route path="*" element={<ErrorPage status={404} />} />
    </>
  );
}
