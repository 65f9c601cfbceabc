import { Navigate, useLocation } from 'react-router';

/**
 * Sends a guest to `to` (the login page) with where they were going as `?to=`, as Refine's
 * CatchAllNavigate does; ours spares every page the rest of @refinedev/react-router and qs.
 */
export function CatchAllNavigate({ to }: { to: string }) {
  const { pathname, search } = useLocation();
  const wanted = `${pathname}${search}`;
  return <Navigate to={`${to}${wanted.length > 1 ? `?to=${encodeURIComponent(wanted)}` : ''}`} />;
}
