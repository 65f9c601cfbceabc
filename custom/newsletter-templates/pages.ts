import type { CustomPageDeclarations } from '../../src/console';

/** The templates' pages (resources/newsletter.json): the list with the ways to its cards and files, the cards, the files. */
export const pages: CustomPageDeclarations = {
  list: { load: () => import('./TemplateListPage') },
  cards: { load: () => import('./TemplateCardsPage') },
  files: { load: () => import('./TemplateFilesPage') },
};
