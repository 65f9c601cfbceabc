import { useCan, useList } from '@refinedev/core';
import { useEffect, useState } from 'react';
import { ROLES_RESOURCE, type Role } from './role';

/** Spec 1 §9: lists page by 20. */
export const ROLES_PAGE_SIZE = 20;
/** The search runs once typing pauses. */
const SEARCH_DELAY_MS = 300;

/** The roles list: one page sorted by name, the text search, and what the user may do. */
export function useRoleList() {
  const [search, setSearch] = useState('');
  const [appliedSearch, setAppliedSearch] = useState('');
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const [page, setPage] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => {
      setAppliedSearch(search);
      setPage(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const { result, query } = useList<Role>({
    resource: ROLES_RESOURCE,
    pagination: { currentPage: page + 1, pageSize: ROLES_PAGE_SIZE },
    sorters: [{ field: 'role', order }],
    filters: [{ field: 'q', operator: 'contains', value: appliedSearch }],
  });
  const canCreate = useCan({ resource: ROLES_RESOURCE, action: 'create' }).data?.can === true;
  const canDelete = useCan({ resource: ROLES_RESOURCE, action: 'delete' }).data?.can === true;

  return {
    roles: result.data,
    total: result.total ?? 0,
    isLoading: query.isLoading,
    error: query.error ?? undefined,
    search,
    setSearch,
    order,
    toggleOrder: () => setOrder((current) => (current === 'asc' ? 'desc' : 'asc')),
    page,
    setPage,
    canCreate,
    canDelete,
  };
}
