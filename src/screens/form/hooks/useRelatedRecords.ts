import { useQuery } from '@tanstack/react-query';
import { usePermissions } from '@refinedev/core';
import { mayDo, type PermissionHolder } from '../../../../registry/permission-check';
import type { ResourceDefinition } from '../../../../registry/types';
import { apiRequest } from '../../../api/apiClient';
import { registry } from '../../../registry/registry';
import { relatedTree } from '../model/relatedTree';

/** A related list shows at most this many records, as a list page does. */
const RELATED_LIMIT = 1000;

/**
 * The records of each related resource (`related` of the resource) that refer to the record `id`,
 * in their list's order and, where they nest, as a tree; only the lists the user may read.
 */
export function useRelatedRecords(resource: ResourceDefinition, id: string | undefined) {
  const { data: permissions } = usePermissions<PermissionHolder>({});
  const lists = resource.related.flatMap(({ resource: name, field, inPlace = false }) => {
    const related = registry.resource(name);
    return related && permissions && mayDo(permissions, related.permission, 'list')
      ? [{ related, field, inPlace }]
      : [];
  });
  const answers = useQuery({
    queryKey: ['related', resource.name, id, ...lists.map(({ related }) => related.name)],
    queryFn: ({ signal }) =>
      Promise.all(
        lists.map(({ related, field }) => {
          const params = new URLSearchParams({ [field]: String(id), $limit: String(RELATED_LIMIT) });
          for (const term of related.list.sort)
            params.append(`$sort[${term.replace(/^-/, '')}]`, term.startsWith('-') ? '-1' : '1');
          return apiRequest<{ data: Record<string, unknown>[]; total: number }>(`${related.api}?${params}`, { signal });
        }),
      ),
    enabled: id !== undefined && lists.length > 0,
  });
  return lists.map(({ related, field, inPlace }, index) => {
    const answer = answers.data?.[index];
    return {
      related,
      field,
      inPlace,
      rows: answer ? relatedTree(related.entity, answer.data) : undefined,
      total: answer?.total,
      failed: answers.isError,
      /** Loads the lists again (after a record was saved in place). */
      refresh: answers.refetch,
    };
  });
}
