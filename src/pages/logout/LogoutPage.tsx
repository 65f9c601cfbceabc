import { useInvalidateAuthStore } from '@refinedev/core';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { authProvider, LOGIN_PATH } from '../../auth/authProvider';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';

/** `/auth/logout`: signing out happens in the browser only (tokens and user cleared); then the login page. */
export default function LogoutPage() {
  const invalidateAuthStore = useInvalidateAuthStore();
  const [signedOut, setSignedOut] = useState(false);
  useEffect(() => {
    void authProvider
      .logout({})
      .then(() => invalidateAuthStore())
      .then(() => setSignedOut(true));
  }, [invalidateAuthStore]);
  return signedOut ? <Navigate to={LOGIN_PATH} replace /> : <FullScreenSpinner />;
}
