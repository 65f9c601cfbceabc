import type { CustomPageDeclarations } from '../../src/console';

// Skeleton: the pages come with their issue-22 work package.
export const pages: CustomPageDeclarations = {
  cards: { load: () => import('./TemplateCardsPage') },
  files: { load: () => import('./TemplateFilesPage') },
};
