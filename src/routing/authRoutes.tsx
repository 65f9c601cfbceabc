import { Route } from 'react-router';
import { LOGIN_PATH } from '../auth/authProvider';
import { lazyPage } from './lazyPage';

const LoginPage = lazyPage(() => import('../pages/login/LoginPage'));

/** The guest-only pages of spec 1 §2 (Auth routes): a signed-in user who opens one goes home. */
export function guestRoutes() {
  return <Route path={LOGIN_PATH} element={<LoginPage />} />;
}
