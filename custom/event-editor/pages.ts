import type { CustomPageDeclarations } from '../../src/console';

/** The event editor: `custom/event-editor/editor` in resources/tickets.json. */
export const pages: CustomPageDeclarations = {
  editor: {
    load: () => import('./EventEditorPage'),
    // Spec 2 §2 opens the editor at `/tickets/events/refactor/{id?}` too.
    aliases: { create: ['/refactor'], edit: ['/refactor/:id'] },
  },
};
