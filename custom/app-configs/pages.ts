import type { CustomPageDeclarations } from '../../src/console';

/** The app configuration's one-screen editor: `custom/app-configs/editor` in resources/configs.json. */
export const pages: CustomPageDeclarations = {
  editor: { load: () => import('./AppConfigEditorPage') },
};
