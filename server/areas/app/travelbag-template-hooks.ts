import type { EntityHooks } from '../../crud/entity-hooks.ts';
import { ApiError } from '../../errors.ts';

interface TemplateItem {
  label: string;
}

const sameLabel = (label: string) => label.trim().toLocaleLowerCase('de');

/**
 * A travel-bag template names each item once: the app user's suitcase starts with its items, and two
 * alike would be packed twice. The same label in another category is the same item too.
 */
export const travelbagTemplateHooks: EntityHooks = {
  async beforeWrite({ values }) {
    const items = values.items as TemplateItem[] | undefined;
    const seen = new Set<string>();
    const twice = (items ?? []).findIndex((item) => {
      const label = sameLabel(item.label);
      if (seen.has(label)) return true;
      seen.add(label);
      return false;
    });
    if (twice >= 0)
      throw new ApiError('Unprocessable', 'The template names an item twice', {
        errors: [{ field: `items.${twice}.label`, key: 'app.errors.travelbag_duplicate_item' }],
      });
    return values;
  },
};
