import { useInvalidate, useNotification, usePermissions } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordAction, ResourceDefinition } from '../../../registry/types';
import type { PermissionHolder } from '../../../registry/permission-check';
import { apiRequest } from '../../api/apiClient';
import { errorMessage } from '../../data/errorMessage';
import { actionRequest, offeredActions } from './offeredActions';

/**
 * The record actions of a resource (registry `actions`) for one record: which are offered, the one
 * waiting for confirmation, and running one; the record's queries are refreshed afterwards.
 */
export function useRecordActions(resource: ResourceDefinition, record: Readonly<Record<string, unknown>>) {
  const { t } = useTranslation();
  const { data: permissions } = usePermissions<PermissionHolder>({});
  const invalidate = useInvalidate();
  const { open } = useNotification();
  const [pending, setPending] = useState<RecordAction>();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string>();

  async function run(action: RecordAction) {
    setRunning(true);
    setError(undefined);
    try {
      const request = actionRequest(resource, record, action);
      await apiRequest(request.path, { method: request.method, body: 'body' in request ? request.body : undefined });
      setPending(undefined);
      open?.({ type: 'success', message: t(action.done ?? 'actions.done', { action: t(action.label) }) });
      await invalidate({
        resource: resource.name,
        invalidates: ['list', 'detail'],
        id: String(record[resource.entity.idField]),
      });
    } catch (caught) {
      const message = errorMessage(caught, t);
      if (action.confirm) setError(message);
      else open?.({ type: 'error', message });
    } finally {
      setRunning(false);
    }
  }

  return {
    actions: offeredActions(resource, record, permissions),
    pending,
    running,
    error,
    /** Runs the action, or asks first when it wants a confirmation. */
    start: (action: RecordAction) => (action.confirm ? setPending(action) : void run(action)),
    confirm: () => pending && void run(pending),
    cancel: () => {
      setPending(undefined);
      setError(undefined);
    },
  };
}
