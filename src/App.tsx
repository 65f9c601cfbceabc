import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { GuestOnly } from './auth/GuestOnly';
import { readAccessToken } from './auth/tokenStorage';
import { loadUserdata } from './auth/userdata';
import { FullScreenSpinner } from './components/FullScreenSpinner';
import { ToastProvider } from './notifications/ToastProvider';
import { guestRoutes, openAuthRoutes } from './routing/authRoutes';
import { consoleRoutes, preloadConsolePages } from './routing/consoleRoutes';
import { lazyPage } from './routing/lazyPage';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';
import { TenantProvider } from './tenant/TenantProvider';
import { TenantTabTitle } from './tenant/TenantTabTitle';
import { ColorModeProvider } from './theme/colorMode';

// Refine and the console's layout load with the console, not with the auth pages.
const ConsoleRoot = lazyPage(() => {
  preloadConsolePages();
  return import('./routing/ConsoleRoot');
});

// A visit with a session checks it (the user's data, which the check then takes) and loads the
// console (Refine, its layout and pages, with the registry, and the page at the address with its
// texts and a list's first rows) at once, rather than after the first render and one after the
// other. A session the check refuses has only loaded code it would load after signing in.
if (readAccessToken() && !window.location.pathname.startsWith('/auth/')) {
  loadUserdata().catch(() => undefined);
  ConsoleRoot.preload();
  // Most pages are lists: the list page's code (the grid) loads now too, not once the registry has named the page.
  import('./screens/list/ResourceListPage').catch(() => undefined);
}
const LogoutPage = lazyPage(() => import('./pages/logout/LogoutPage'));

export function App() {
  return (
    <BrowserRouter>
      <TenantProvider>
        <TenantTabTitle />
        <ColorModeProvider>
          <ToastProvider>
            <RouteErrorBoundary>
              <Suspense fallback={<FullScreenSpinner />}>
                <Routes>
                  <Route element={<ConsoleRoot />}>{consoleRoutes()}</Route>
                  <Route element={<GuestOnly />}>{guestRoutes()}</Route>
                  <Route path="/auth/logout" element={<LogoutPage />} />
                  {openAuthRoutes()}
                </Routes>
              </Suspense>
            </RouteErrorBoundary>
          </ToastProvider>
        </ColorModeProvider>
      </TenantProvider>
    </BrowserRouter>
  );
}
