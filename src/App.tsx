import { Authenticated, Refine } from '@refinedev/core';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';
import { accessControlProvider } from './access/accessControlProvider';
import { authProvider, LOGIN_PATH } from './auth/authProvider';
import { readAccessToken } from './auth/tokenStorage';
import { loadUserdata } from './auth/userdata';
import { ReturnAfterSignIn } from './auth/ReturnAfterSignIn';
import { FullScreenSpinner } from './components/FullScreenSpinner';
import { dataProvider } from './data/dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { notificationProvider } from './notifications/notificationProvider';
import { ToastProvider } from './notifications/ToastProvider';
import { useLoadedRegistry } from './registry/loadRegistry';
import { refineResources } from './registry/refineResources';
import { guestRoutes, openAuthRoutes } from './routing/authRoutes';
import { consoleRoutes, preloadConsolePages } from './routing/consoleRoutes';
import { lazyPage } from './routing/lazyPage';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';
import { CatchAllNavigate } from './routing/CatchAllNavigate';
import { routerProvider } from './routing/routerProvider';
import { TenantProvider } from './tenant/TenantProvider';
import { TenantTabTitle } from './tenant/TenantTabTitle';
import { ColorModeProvider } from './theme/colorMode';

const ConsoleLayout = lazyPage(() => {
  preloadConsolePages();
  return import('./layout/ConsoleLayout');
});

// A visit with a session checks it (the user's data, which the check then takes) and loads the
// console's layout and pages (with the registry, and the page at the address with its texts and a
// list's first rows) at once, rather than after the first render and one after the other. A session
// the check refuses has only loaded code it would load after signing in.
if (readAccessToken() && !window.location.pathname.startsWith('/auth/')) {
  loadUserdata().catch(() => undefined);
  ConsoleLayout.preload();
}
const LogoutPage = lazyPage(() => import('./pages/logout/LogoutPage'));

export function App() {
  const { t } = useTranslation();
  // Refine learns the resources with the first console page, which loads the registry.
  const registry = useLoadedRegistry();
  const resources = useMemo(() => (registry ? refineResources(registry, t) : []), [registry, t]);
  return (
    <BrowserRouter>
      <TenantProvider>
        <TenantTabTitle />
        <ColorModeProvider>
          <ToastProvider>
            <Refine
              routerProvider={routerProvider}
              dataProvider={dataProvider}
              authProvider={authProvider}
              accessControlProvider={accessControlProvider}
              i18nProvider={i18nProvider}
              notificationProvider={notificationProvider}
              resources={resources}
              options={{
                disableTelemetry: true,
                reactQuery: { clientConfig: { defaultOptions: { queries: { retry: 1 } } } },
              }}
            >
              <RouteErrorBoundary>
                <Suspense fallback={<FullScreenSpinner />}>
                  <Routes>
                    <Route
                      element={
                        <Authenticated
                          key="console"
                          fallback={<CatchAllNavigate to={LOGIN_PATH} />}
                          loading={<FullScreenSpinner />}
                        >
                          <ConsoleLayout />
                        </Authenticated>
                      }
                    >
                      {consoleRoutes()}
                    </Route>
                    <Route
                      element={
                        <Authenticated key="guest" fallback={<Outlet />} loading={<FullScreenSpinner />}>
                          <ReturnAfterSignIn />
                        </Authenticated>
                      }
                    >
                      {guestRoutes()}
                    </Route>
                    <Route path="/auth/logout" element={<LogoutPage />} />
                    {openAuthRoutes()}
                  </Routes>
                </Suspense>
              </RouteErrorBoundary>
            </Refine>
          </ToastProvider>
        </ColorModeProvider>
      </TenantProvider>
    </BrowserRouter>
  );
}
