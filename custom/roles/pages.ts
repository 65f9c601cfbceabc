import type { CustomPageDeclarations } from '../../src/console';

/** The roles' pages: `custom/roles/list` and `custom/roles/editor` in resources/system.json. */
export const pages: CustomPageDeclarations = {
  list: { load: () => import('./RoleListPage') },
  editor: { load: () => import('./RoleEditorPage') },
};
