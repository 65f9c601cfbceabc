import type { CustomPageDeclarations } from '../../src/console';

/** The journey editor: `custom/journey-editor/editor` in resources/journeys.json, for create, copy and edit. */
export const pages: CustomPageDeclarations = {
  editor: { load: () => import('./JourneyEditorPage') },
};
