import { Route, Routes } from 'react-router';
import { ErrorPage } from '../pages/errors/ErrorPage';
import { registry } from '../registry/registry';
import { lazyPage } from './lazyPage';
import { preloadScreen, resourceRoutes, type PageAddress } from './resourceRoutes';

const HomePage = lazyPage(() => import('../pages/home/HomePage'));

/** Starts loading the page at an address (and a list's first rows) before its permission check lets it render. */
export const preloadPageAt = (address: PageAddress) => preloadScreen(registry.resources, address);

/** The console's pages: home, the screens of every registry resource (each behind its permission), 404. */
export default function ConsolePages() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      {resourceRoutes(registry.resources)}
      <Route path="*" element={<ErrorPage status={404} />} />
    </Routes>
  );
}
