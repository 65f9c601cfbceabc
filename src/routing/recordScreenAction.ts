import type { ResourceDefinition } from '../../registry/types';
import { customPages } from './customPages';
import { screenAction } from './screenRoutes';

/** The action a resource's record screen needs, knowing whether its bespoke page shows records read-only. */
export const recordScreenAction = (resource: ResourceDefinition) =>
  screenAction(resource, 'edit', customPages.get(resource.screens.edit ?? '')?.readable ?? false);
