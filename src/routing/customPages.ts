import type { ComponentType } from 'react';
import type { ResourceDefinition, Screen } from '../../registry/types';
import { lazyPage } from './lazyPage';

/** What a bespoke page that stands in for a resource screen is given. */
export interface CustomPageProps {
  resource: ResourceDefinition;
  screen: Screen;
}

type CustomPage = ComponentType<CustomPageProps>;

/**
 * The bespoke pages a resource's `screens` may name (`{"list": "custom/roles/list"}`), loaded on
 * demand. The server does not know the console's pages: a unit test checks every name the registry uses.
 */
export const customPages = {
  'custom/roles/list': lazyPage<CustomPageProps>(() => import('../../custom/roles/RoleListPage')),
  'custom/roles/editor': lazyPage<CustomPageProps>(() => import('../../custom/roles/RoleEditorPage')),
  'custom/vouchers/list': lazyPage<CustomPageProps>(() => import('../../custom/vouchers/VoucherListPage')),
  'custom/orders/list': lazyPage<CustomPageProps>(() => import('../../custom/orders/OrderListPage')),
  'custom/orders/detail': lazyPage<CustomPageProps>(() => import('../../custom/orders/OrderDetailPage')),
  'custom/scan/page': lazyPage<CustomPageProps>(() => import('../../custom/scan/ScanPage')),
} satisfies Record<string, CustomPage>;

type CustomPageName = keyof typeof customPages;

export const isCustomPageName = (name: string): name is CustomPageName => Object.hasOwn(customPages, name);
