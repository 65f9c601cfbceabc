import type { CustomPageDeclarations } from '../../src/console';

// Skeleton: the pages come with their issue-23 work package.
export const pages: CustomPageDeclarations = {
  editor: { load: () => import('./TranslationEditorPage') },
};
