import { useAuthLayoutVariant } from '../layout/authLayoutContext';
import { LOGIN_PATH } from './authProvider';

/** The authentication pages of spec 1 §2. */
export const AUTH_PATHS = {
  login: LOGIN_PATH,
  loginLight: '/auth/login-light',
  loginVg: '/auth/login-vg',
  register: '/auth/register',
  registerProcess: '/auth/signup-vorgang',
  signup: '/auth/signup',
  forgot: '/auth/forgot',
  resetPage: '/auth/reset-page',
  setPassword: '/auth/set-password',
  disable: '/auth/disable',
  deleteAccount: '/auth/delete-account',
  selection: '/auth/selection-login',
} as const;

type AuthPath = (typeof AUTH_PATHS)[keyof typeof AUTH_PATHS];

/** The pages that have a bare twin for embedding, at the same path with "Iframe" appended. */
const WITH_IFRAME_TWIN: ReadonlySet<AuthPath> = new Set([
  AUTH_PATHS.login,
  AUTH_PATHS.register,
  AUTH_PATHS.signup,
  AUTH_PATHS.forgot,
  AUTH_PATHS.resetPage,
]);

export const iframeTwin = (path: AuthPath) => `${path}Iframe`;

/** Links between auth pages stay inside the embedded variants when the current page is one. */
export function useAuthPath() {
  const variant = useAuthLayoutVariant();
  return (path: AuthPath) => (variant === 'iframe' && WITH_IFRAME_TWIN.has(path) ? iframeTwin(path) : path);
}
