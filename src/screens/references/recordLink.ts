import { mayDo, type PermissionHolder } from '../../../registry/permission-check';
import type { ResourceDefinition } from '../../../registry/types';
import { recordScreenAction } from '../../routing/recordScreenAction';

/**
 * Where a referenced record opens: its resource's record screen, for a user who may open it there
 * (read it where the screen is generated, read-only without update; edit it on a bespoke screen);
 * none otherwise.
 */
export function recordLink(
  serving: ResourceDefinition | undefined,
  permissions: PermissionHolder | null | undefined,
): ((id: number) => string) | undefined {
  if (!serving?.screens.edit || !permissions) return undefined;
  const action = recordScreenAction(serving) === 'edit' ? 'update' : 'read';
  if (!mayDo(permissions, serving.permission, action)) return undefined;
  return (id) => `${serving.route}/${encodeURIComponent(String(id))}`;
}
