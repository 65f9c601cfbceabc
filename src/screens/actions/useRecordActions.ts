import { useInvalidate, useNotification, usePermissions } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordAction, ResourceDefinition } from '../../../registry/types';
import type { PermissionHolder } from '../../../registry/permission-check';
import { apiFile, apiRequest } from '../../api/apiClient';
import { saveFile } from '../list/csvDownload';
import { errorMessage } from '../../data/errorMessage';
import { actionRequest, offeredActions } from './offeredActions';

type Row = Readonly<Record<string, unknown>>;

/**
 * The record actions of a resource (registry `actions`), for the edit screen's record or a list's
 * rows: which a record is offered, the one waiting for confirmation, and running one; the
 * resource's queries are refreshed afterwards.
 */
export function useRecordActions(resource: ResourceDefinition) {
  const { t } = useTranslation();
  const { data: permissions } = usePermissions<PermissionHolder>({});
  const invalidate = useInvalidate();
  const { open } = useNotification();
  const [pending, setPending] = useState<{ action: RecordAction; record: Row }>();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string>();

  async function run(action: RecordAction, record: Row) {
    setRunning(true);
    setError(undefined);
    try {
      const request = actionRequest(resource, record, action);
      if (request.method === 'GET') {
        const { content, fileName } = await apiFile(request.path);
        saveFile(content, fileName ?? `${action.name}-${String(record[resource.entity.idField])}`);
        setPending(undefined);
        return;
      }
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
    offered: (record: Row) => offeredActions(resource, record, permissions),
    /** The action waiting for confirmation. */
    pending: pending?.action,
    running,
    error,
    /** Runs the action, or asks first when it wants a confirmation. */
    start: (action: RecordAction, record: Row) =>
      action.confirm ? setPending({ action, record }) : void run(action, record),
    confirm: () => pending && void run(pending.action, pending.record),
    cancel: () => {
      setPending(undefined);
      setError(undefined);
    },
  };
}

export type RecordActionState = ReturnType<typeof useRecordActions>;
