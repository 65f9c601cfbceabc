import { Route } from 'react-router';
import { ErrorPage } from '../pages/errors/ErrorPage';
import { lazyPage } from './lazyPage';

const HomePage = lazyPage(() => import('../pages/home/HomePage'));

/** The pages inside the console layout; every one needs sign-in. */
export function consoleRoutes() {
  return (
    <>
      <Route index element={<HomePage />} />
      <Route path="*" element={<ErrorPage status={404} />} />
    </>
  );
}
