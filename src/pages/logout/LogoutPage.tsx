import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { authProvider, LOGIN_PATH } from '../../auth/authProvider';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';

/**
 * `/auth/logout`: signing out happens in the browser only (tokens and user cleared); then the login
 * page. The console, and with it Refine's state of the session, is not mounted here: the next
 * sign-in mounts it anew.
 */
export default function LogoutPage() {
  const [signedOut, setSignedOut] = useState(false);
  useEffect(() => {
    void authProvider.logout({}).then(() => setSignedOut(true));
  }, []);
  return signedOut ? <Navigate to={LOGIN_PATH} replace /> : <FullScreenSpinner />;
}
