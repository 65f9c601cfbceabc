import { useCustom, useMany, usePermissions } from '@refinedev/core';
import { useMemo, useState } from 'react';
import { isSuperadmin } from '../../../../registry/permission-check';
import type { ResourceDefinition } from '../../../../registry/types';
import type { Permissions } from '../../../auth/userdata';
import { registry } from '../../../registry/registry';
import { historyEntries, type AuditRow } from '../model/history';
import { recordLabel, referenceTarget } from '../model/referenceTarget';

/** Whose changes the history names: the users of the registry's user entity. */
const USERS = referenceTarget(registry, 'users/user');

/**
 * A record's history from `GET /api/audit` (superadmins only, as the server allows): loaded while
 * the drawer is open, with the names of the users who made the changes.
 */
export function useRecordHistory(resource: ResourceDefinition, id: string | undefined) {
  const { data: permissions } = usePermissions<Permissions | null>({});
  const allowed = id !== undefined && Boolean(permissions && isSuperadmin(permissions));
  const [open, setOpen] = useState(false);

  const { query } = useCustom<AuditRow[]>({
    url: '/audit',
    method: 'get',
    config: { query: { resource: resource.name, id } },
    queryOptions: { enabled: allowed && open },
  });
  const rows = query.data?.data;
  const entries = useMemo(() => historyEntries(rows ?? []), [rows]);
  const userIds = [...new Set(entries.flatMap((entry) => (entry.userId === null ? [] : [entry.userId])))];
  const users = useMany({
    resource: USERS?.resource.name ?? '',
    ids: userIds,
    queryOptions: { enabled: USERS !== undefined && userIds.length > 0 },
  });
  const names = new Map(
    USERS
      ? users.result.data.map((user) => [Number(user[USERS.resource.entity.idField]), recordLabel(USERS, user)])
      : [],
  );

  return {
    /** Whether the user may read the history at all. */
    allowed,
    open,
    /** Opens the drawer; the history loads again each time, with the changes saved meanwhile. */
    show: () => setOpen(true),
    hide: () => setOpen(false),
    entries,
    isLoading: query.isFetching,
    error: query.error ?? undefined,
    userName: (userId: number) => names.get(userId),
  };
}

export type RecordHistory = ReturnType<typeof useRecordHistory>;
