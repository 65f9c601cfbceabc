import { Navigate, useSearchParams } from 'react-router';
import { safeReturnPath } from './safeReturnPath';

/** A signed-in user on a guest-only page goes to the page first asked for, if safe, else home. */
export function ReturnAfterSignIn() {
  const [searchParams] = useSearchParams();
  return <Navigate to={safeReturnPath(searchParams.get('to')) ?? '/'} replace />;
}
