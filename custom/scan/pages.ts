import type { CustomPageDeclarations } from '../../src/console';

/** Ticket scanning at the door: `custom/scan/page` in resources/tickets.json. */
export const pages: CustomPageDeclarations = {
  page: { load: () => import('./ScanPage') },
};
