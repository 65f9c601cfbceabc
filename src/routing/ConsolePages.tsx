import { Route, Routes } from 'react-router';
import { ErrorPage } from '../pages/errors/ErrorPage';
import { registry } from '../registry/registry';
import { lazyPage } from './lazyPage';
import { preloadScreen, resourceRoutes } from './resourceRoutes';

const HomePage = lazyPage(() => import('../pages/home/HomePage'));

/** Starts loading the page at `pathname` before its permission check lets it render. */
export const preloadPageAt = (pathname: string) => preloadScreen(registry.resources, pathname);

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
