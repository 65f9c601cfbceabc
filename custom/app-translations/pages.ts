import type { CustomPageDeclarations } from '../../src/console';

/** `/app/translations`: the app's texts translated side by side. */
export const pages: CustomPageDeclarations = {
  editor: { load: () => import('./TranslationEditorPage') },
};
