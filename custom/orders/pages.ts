import type { CustomPageDeclarations } from '../../src/console';

/** The orders' pages: `custom/orders/list` and `custom/orders/detail` in resources/tickets.json. */
export const pages: CustomPageDeclarations = {
  list: { load: () => import('./OrderListPage') },
  detail: { load: () => import('./OrderDetailPage') },
};
