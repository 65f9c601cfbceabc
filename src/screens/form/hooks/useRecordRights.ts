import { useCan } from '@refinedev/core';
import type { ResourceDefinition } from '../../../../registry/types';
import type { FormMode } from '../model/formLayout';

/**
 * What the user may do on a record's screen besides reading it: an edit is read-only for a user
 * without the update right (and for a resource that never updates), and a copy is offered only to
 * whoever may create. The server refuses the writes either way; this decides what the screen shows.
 */
export function useRecordRights(resource: ResourceDefinition, mode: FormMode) {
  const update = useCan({ resource: resource.name, action: 'edit' });
  const create = useCan({ resource: resource.name, action: 'create' });
  const { operations, screens } = resource;
  return {
    loading: update.isLoading || create.isLoading,
    readOnly: mode === 'edit' && !(operations.includes('update') && update.data?.can === true),
    mayCopy: operations.includes('create') && screens.copy !== undefined && create.data?.can === true,
  };
}
