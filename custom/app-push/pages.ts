import type { CustomPageDeclarations } from '../../src/console';

/** The push message editor: `custom/app-push/editor` in resources/app.json, the edit screen. */
export const pages: CustomPageDeclarations = {
  editor: { load: () => import('./PushEditorPage'), readable: true },
};
