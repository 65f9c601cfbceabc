import { useCan, type BaseKey } from '@refinedev/core';
import type { ResourceDefinition } from '../../../registry/types';
import { recordScreenAction } from '../../routing/recordScreenAction';

const useMay = (resource: ResourceDefinition, action: string) =>
  useCan({ resource: resource.name, action }).data?.can === true;

/**
 * What the list offers on its records: each only where the resource has the screen or call and
 * the user may use it (a copy is a create; whoever may read a record but not update it opens it to
 * read). Paths follow the resource's routes.
 */
export function useRowActions(resource: ResourceDefinition) {
  const { route, screens, operations } = resource;
  const mayCreate = useMay(resource, 'create') && operations.includes('create');
  const mayOpen = useMay(resource, recordScreenAction(resource)) && screens.edit !== undefined;
  const mayUpdate = useMay(resource, 'edit') && operations.includes('update');
  const mayDelete = useMay(resource, 'delete') && operations.includes('delete');
  const segment = (id: BaseKey) => encodeURIComponent(String(id));
  return {
    createPath: mayCreate && screens.create !== undefined ? `${route}/create` : undefined,
    editPath: mayOpen ? (id: BaseKey) => `${route}/${segment(id)}` : undefined,
    /** The record screen only shows the record: the row offers "View", not "Edit". */
    readOnly: !mayUpdate,
    copyPath: mayCreate && screens.copy !== undefined ? (id: BaseKey) => `${route}/copy/${segment(id)}` : undefined,
    canDelete: mayDelete,
  };
}

export type RowActions = ReturnType<typeof useRowActions>;
