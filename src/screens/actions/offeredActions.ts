import type { RecordAction, ResourceDefinition } from '../../../registry/types';
import { mayDo, type PermissionHolder } from '../../../registry/permission-check';

/** The actions a record is offered: its fields match the action's `when`, and the user holds its right. */
export function offeredActions(
  resource: ResourceDefinition,
  record: Readonly<Record<string, unknown>>,
  permissions: PermissionHolder | undefined,
): RecordAction[] {
  if (!permissions) return [];
  return resource.actions.filter(
    (action) =>
      Object.entries(action.when).every(([field, value]) => record[field] === value) &&
      mayDo(permissions, resource.permission, action.right),
  );
}

/** The request an action makes: PATCH of its body (with the version the record has), or POST or GET of its path. */
export function actionRequest(
  resource: ResourceDefinition,
  record: Readonly<Record<string, unknown>>,
  action: RecordAction,
) {
  const id = String(record[resource.entity.idField]);
  if (action.method === 'PATCH') {
    const version = resource.entity.concurrency ? { version: record.version } : {};
    return { path: `${resource.api}/${id}`, method: 'PATCH' as const, body: { ...action.body, ...version } };
  }
  return { path: `${resource.api}/${id}/${action.path ?? ''}`, method: action.method };
}
