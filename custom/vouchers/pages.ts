import type { CustomPageDeclarations } from '../../src/console';

/** The vouchers' list with bulk creation: `custom/vouchers/list` in resources/tickets.json. */
export const pages: CustomPageDeclarations = {
  list: { load: () => import('./VoucherListPage') },
};
