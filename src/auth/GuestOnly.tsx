import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import { authProvider } from './authProvider';
import { ReturnAfterSignIn } from './ReturnAfterSignIn';

/**
 * The guest-only pages (spec 1 §2): a signed-in user goes on, a guest sees the page. The session
 * check is the console's (authProvider), asked here without Refine, which these pages do not load.
 * A check that fails counts as no session: the page to sign in again is the way on.
 */
export function GuestOnly() {
  const [signedIn, setSignedIn] = useState<boolean>();
  useEffect(() => {
    let current = true;
    void authProvider.check().then(
      ({ authenticated }) => current && setSignedIn(authenticated),
      () => current && setSignedIn(false),
    );
    return () => {
      current = false;
    };
  }, []);
  if (signedIn === undefined) return <FullScreenSpinner />;
  return signedIn ? <ReturnAfterSignIn /> : <Outlet />;
}
