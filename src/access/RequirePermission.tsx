import { useCan } from '@refinedev/core';
import type { ReactNode } from 'react';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import { ErrorPage } from '../pages/errors/ErrorPage';

interface RequirePermissionProps {
  /** The registry resource, e.g. `system/roles`. */
  resource: string;
  /** Refine's action: list, show, create, edit, delete, clone. */
  action: string;
  /** The rights the page opens to instead of the resource's (a page at an address of its own). */
  permission?: readonly string[];
  children: ReactNode;
}

/** A page opened by its URL shows 403 when the user may not do what it is for. */
export function RequirePermission({ resource, action, permission, children }: RequirePermissionProps) {
  const { data, isLoading } = useCan({ resource, action, params: permission ? { permission } : undefined });
  if (isLoading) return <FullScreenSpinner />;
  return data?.can ? children : <ErrorPage status={403} />;
}
