import { useCan, type BaseKey } from '@refinedev/core';
import type { ResourceDefinition } from '../../../registry/types';
import { screenAction } from '../../routing/screenRoutes';

const useMay = (resource: ResourceDefinition, action: string) =>
  useCan({ resource: resource.name, action }).data?.can === true;

/**
 * What the list offers on its records: each only where the resource has the screen or call and
 * the user may use it (a copy is a create; a resource without updates opens its records to read).
 * Paths follow the resource's routes.
 */
export function useRowActions(resource: ResourceDefinition) {
  const { route, screens, operations } = resource;
  const mayCreate = useMay(resource, 'create') && operations.includes('create');
  const mayEdit = useMay(resource, screenAction(resource, 'edit')) && screens.edit !== undefined;
  const mayDelete = useMay(resource, 'delete') && operations.includes('delete');
  const segment = (id: BaseKey) => encodeURIComponent(String(id));
  return {
    createPath: mayCreate && screens.create !== undefined ? `${route}/create` : undefined,
    editPath: mayEdit ? (id: BaseKey) => `${route}/${segment(id)}` : undefined,
    copyPath: mayCreate && screens.copy !== undefined ? (id: BaseKey) => `${route}/copy/${segment(id)}` : undefined,
    canDelete: mayDelete,
  };
}

export type RowActions = ReturnType<typeof useRowActions>;
