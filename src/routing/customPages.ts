import type { ComponentType } from 'react';
import type { Screen } from '../../registry/types';
import type { CustomPageProps } from './customPageProps';
import { lazyPage } from './lazyPage';

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
  'custom/event-editor/editor': lazyPage<CustomPageProps>(() => import('../../custom/event-editor/EventEditorPage')),
} satisfies Record<string, CustomPage>;

type CustomPageName = keyof typeof customPages;
type ScreenAliases = Partial<Record<Screen, readonly string[]>>;

/**
 * Further addresses of a bespoke screen, below its resource's route, behind the same permission:
 * spec 2 §2 opens the event editor at `/tickets/events/refactor/{id?}` too.
 */
export const customPageAliases: Readonly<Partial<Record<CustomPageName, ScreenAliases>>> = {
  'custom/event-editor/editor': { create: ['/refactor'], edit: ['/refactor/:id'] },
};

export const isCustomPageName = (name: string): name is CustomPageName => Object.hasOwn(customPages, name);
