import type { ComponentType, LazyExoticComponent } from 'react';
import type { ResourceDefinition, Screen } from '../../registry/types';
import { lazyPage } from './lazyPage';

/** What a bespoke page that stands in for a resource screen is given. */
export interface CustomPageProps {
  resource: ResourceDefinition;
  screen: Screen;
}

type CustomPage = LazyExoticComponent<ComponentType<CustomPageProps>>;

/**
 * The bespoke pages a resource's `screens` may name (`{"list": "custom/roles/list"}`), loaded on
 * demand. The server does not know the console's pages: a unit test checks every name the registry uses.
 */
export const customPages = {
  'custom/roles/list': lazyPage<CustomPageProps>(() => import('../../custom/roles/RoleListPage')),
  'custom/roles/editor': lazyPage<CustomPageProps>(() => import('../../custom/roles/RoleEditorPage')),
  'custom/vouchers/list': lazyPage<CustomPageProps>(() => import('../../custom/vouchers/VoucherListPage')),
} satisfies Record<string, CustomPage>;

type CustomPageName = keyof typeof customPages;

export const isCustomPageName = (name: string): name is CustomPageName => Object.hasOwn(customPages, name);
