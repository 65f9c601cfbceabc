import { useCan } from '@refinedev/core';
import type { ReactNode } from 'react';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import { ErrorPage } from '../pages/errors/ErrorPage';

interface RequirePermissionProps {
  /** The registry resource, e.g. `system/roles`. */
  resource: string;
  /** Refine's action: list, show, create, edit, delete, clone. */
  action: string;
  children: ReactNode;
}

/** A page opened by its URL shows 403 when the user may not do what it is for. */
export function RequirePermission({ resource, action, children }: RequirePermissionProps) {
  const { data, isLoading } = useCan({ resource, action });
  if (isLoading) return <FullScreenSpinner />;
  return data?.can ? children : <ErrorPage status={403} />;
}
