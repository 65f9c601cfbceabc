import { useList, type BaseRecord } from '@refinedev/core';
import { keepPreviousData } from '@tanstack/react-query';
import type { ResourceDefinition } from '../../../registry/types';
import { listParams } from './listQuery';
import type { ListUrlState } from './listUrlState';

/**
 * One page of a resource's records for the list's state. The page shown stays while the next
 * loads; a failed load is an empty page (spec 2 §8), its error shown by the list, not as a toast.
 */
export function useResourceList(resource: ResourceDefinition, state: ListUrlState) {
  const { query, result } = useList<BaseRecord>({
    resource: resource.name,
    ...listParams(resource, state),
    errorNotification: false,
    queryOptions: { placeholderData: keepPreviousData },
  });
  const failed = query.error !== null;
  return {
    rows: failed ? [] : result.data,
    total: failed ? 0 : (result.total ?? 0),
    /** The server estimated the total (DESIGN §4): it is shown as "about N". */
    totalIsEstimate: result.totalIsEstimate === true,
    loading: query.isFetching,
    error: query.error ?? undefined,
    retry: () => void query.refetch(),
  };
}

export type ResourceList = ReturnType<typeof useResourceList>;
