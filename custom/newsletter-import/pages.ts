import type { CustomPageDeclarations } from '../../src/console';

/** The contacts' pages: `custom/newsletter-import/list` and `custom/newsletter-import/import` in resources/newsletter.json. */
export const pages: CustomPageDeclarations = {
  list: { load: () => import('./ContactListPage') },
  import: { load: () => import('./ContactImportPage') },
};
