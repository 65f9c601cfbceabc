import { Route } from 'react-router';
import { ErrorPage } from '../pages/errors/ErrorPage';
import { lazyPage } from './lazyPage';
import { resourceRoutes } from './resourceRoutes';

const HomePage = lazyPage(() => import('../pages/home/HomePage'));

/** The pages inside the console layout; every one needs sign-in, and a page for a resource its permission. */
export function consoleRoutes() {
  return (
    <>
      <Route index element={<HomePage />} />
      {resourceRoutes()}
      <Route path="*" element={<ErrorPage status={404} />} />
    </>
  );
}
