import { useNavigate } from 'react-router';
import { AUTH_PATHS, useAuthPath } from './authPaths';

/** The page that takes the code mailed at registration, naming the address it went to. */
export function useSignupPath() {
  const authPath = useAuthPath();
  return (email: string) => `${authPath(AUTH_PATHS.signup)}?${new URLSearchParams({ email }).toString()}`;
}

/** After a registration: on to the page that takes the mailed code. */
export function useSignupRedirect() {
  const navigate = useNavigate();
  const signupPath = useSignupPath();
  return ({ email }: { email: string }) => navigate(signupPath(email));
}
