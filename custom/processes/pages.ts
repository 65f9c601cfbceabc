import type { CustomPageDeclarations } from '../../src/console';

/**
 * The processes (resources/processes.json): a process with its participants, history and booking
 * actions at `/process/{id}`, and the imports from the booking systems at `/process/import`.
 */
export const pages: CustomPageDeclarations = {
  editor: { load: () => import('./ProcessEditorPage') },
  import: { load: () => import('./ImportPage') },
};
