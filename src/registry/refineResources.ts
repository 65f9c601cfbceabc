import type { ResourceProps } from '@refinedev/core';
import type { TFunction } from 'i18next';
import type { Registry } from '../../registry/types';

/** The registry's resources as Refine's, with their routes and translated labels. */
export function refineResources(registry: Registry, t: TFunction): ResourceProps[] {
  return registry.resources.map(({ name, route, label, screens }) => ({
    name,
    ...(screens.list ? { list: route } : {}),
    ...(screens.create ? { create: `${route}/create` } : {}),
    ...(screens.edit ? { edit: `${route}/:id` } : {}),
    ...(screens.copy ? { clone: `${route}/copy/:id` } : {}),
    meta: { label: t(label) },
  }));
}
