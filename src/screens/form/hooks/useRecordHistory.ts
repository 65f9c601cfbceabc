import { useCustom, usePermissions } from '@refinedev/core';
import { useMemo, useState } from 'react';
import { isSuperadmin } from '../../../../registry/permission-check';
import type { ResourceDefinition } from '../../../../registry/types';
import type { Permissions } from '../../../auth/userdata';
import { registry } from '../../../registry/registry';
import { historyEntries, type AuditRow } from '../model/history';
import { useReferenceLabels } from '../../references/useReferenceLabels';
import { referenceTarget } from '../model/referenceTarget';

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
  // Whoever changed the record is named as its created_by names users: through the resource's references call.
  const authors = useMemo(() => referenceTarget(registry, resource, 'created_by'), [resource]);
  const { names } = useReferenceLabels(
    authors,
    entries.map((entry) => entry.userId),
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
