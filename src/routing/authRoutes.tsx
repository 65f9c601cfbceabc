import { Route } from 'react-router';
import { AUTH_PATHS, iframeTwin } from '../auth/authPaths';
import { lazyPage } from './lazyPage';

const AuthLayout = lazyPage(() => import('../layout/AuthLayout'));
const LoginPage = lazyPage(() => import('../pages/auth/LoginPage'));
const RegisterPage = lazyPage(() => import('../pages/auth/RegisterPage'));
const RegisterProcessPage = lazyPage(() => import('../pages/auth/RegisterProcessPage'));
const SignupPage = lazyPage(() => import('../pages/auth/SignupPage'));
const ForgotPage = lazyPage(() => import('../pages/auth/ForgotPage'));
const SelectionLoginPage = lazyPage(() => import('../pages/auth/SelectionLoginPage'));
const ResetPasswordPage = lazyPage(() => import('../pages/auth/ResetPasswordPage'));
const SetPasswordPage = lazyPage(() => import('../pages/auth/SetPasswordPage'));
const DisablePage = lazyPage(() => import('../pages/auth/DisablePage'));
const DeleteAccountPage = lazyPage(() => import('../pages/auth/DeleteAccountPage'));

const withCode = (path: string) => `${path}/:code?`;

/** The guest-only pages of spec 1 §2 (Auth routes): a signed-in user who opens one goes home. */
export function guestRoutes() {
  return (
    <>
      <Route element={<AuthLayout layout="default" />}>
        <Route path={AUTH_PATHS.login} element={<LoginPage />} />
        <Route path={AUTH_PATHS.register} element={<RegisterPage />} />
        <Route path={AUTH_PATHS.registerProcess} element={<RegisterProcessPage />} />
        <Route path={AUTH_PATHS.signup} element={<SignupPage />} />
        <Route path={AUTH_PATHS.forgot} element={<ForgotPage />} />
        <Route path={AUTH_PATHS.selection} element={<SelectionLoginPage />} />
      </Route>
      <Route element={<AuthLayout layout="light" />}>
        <Route path={AUTH_PATHS.loginLight} element={<LoginPage />} />
      </Route>
      <Route element={<AuthLayout layout="vg" />}>
        <Route path={AUTH_PATHS.loginVg} element={<LoginPage />} />
      </Route>
      <Route element={<AuthLayout layout="iframe" />}>
        <Route path={iframeTwin(AUTH_PATHS.login)} element={<LoginPage />} />
        <Route path={iframeTwin(AUTH_PATHS.register)} element={<RegisterPage />} />
        <Route path={iframeTwin(AUTH_PATHS.signup)} element={<SignupPage />} />
        <Route path={iframeTwin(AUTH_PATHS.forgot)} element={<ForgotPage />} />
      </Route>
    </>
  );
}

/** The auth pages that work signed in or not: they act on the account a mailed code names. */
export function openAuthRoutes() {
  return (
    <>
      <Route element={<AuthLayout layout="default" />}>
        <Route path={withCode(AUTH_PATHS.resetPage)} element={<ResetPasswordPage />} />
        <Route path={withCode(AUTH_PATHS.setPassword)} element={<SetPasswordPage />} />
        <Route path={withCode(AUTH_PATHS.disable)} element={<DisablePage />} />
        <Route path={AUTH_PATHS.deleteAccount} element={<DeleteAccountPage />} />
      </Route>
      <Route element={<AuthLayout layout="iframe" />}>
        <Route path={withCode(iframeTwin(AUTH_PATHS.resetPage))} element={<ResetPasswordPage />} />
      </Route>
    </>
  );
}
