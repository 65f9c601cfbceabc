import type { CustomPageDeclarations } from '../../src/console';

/** The campaign editor: `custom/newsletter-campaigns/editor` in resources/newsletter.json, the edit screen (spec 1 §2 `id_save` too). */
export const pages: CustomPageDeclarations = {
  editor: { load: () => import('./CampaignEditorPage'), aliases: { edit: ['/id_save/:id'] }, readable: true },
};
