import { useGetIdentity, useList } from '@refinedev/core';
import type { ResourceDefinition } from '../../registry/types';
import type { Userdata } from '../../src/console';

/** How many of the user's own scans the scan page lists. */
export const RECENT_SCANS = 10;

/** The signed-in user's latest scans, newest first; refreshed whenever a scan invalidates the list. */
export function useRecentScans(scans: ResourceDefinition) {
  const { data: user } = useGetIdentity<Userdata>();
  const { result, query } = useList({
    resource: scans.name,
    pagination: { currentPage: 1, pageSize: RECENT_SCANS },
    sorters: [{ field: scans.entity.idField, order: 'desc' }],
    filters: [{ field: 'created_by', operator: 'eq', value: user?.id_users }],
    queryOptions: { enabled: user !== undefined },
  });
  return { rows: result.data, isLoading: query.isLoading, error: query.error ?? undefined };
}
