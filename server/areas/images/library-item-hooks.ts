import type { EntityHooks } from '../../crud/entity-hooks.ts';
import { ApiError } from '../../errors.ts';
import { appendToJourney } from './journey-images.ts';
import { changes, imageExists, lockUsableLibrary, recordAfter } from './library-rules.ts';

const CONTAINERS = ['id_img_library', 'id_jrn_journey'] as const;

/**
 * Library items on every generic write path: an item is kept in exactly one library or journey
 * (422 otherwise); a library must be one its writer may use; the same link twice in one library or
 * journey is 409. An item put into a journey appends its image to the journey's images in the same
 * transaction (journey-images.ts). Deleting the item leaves the journey's images as they are: the
 * journey editor removes an image from a journey.
 */
export const libraryItemHooks: EntityHooks = {
  async beforeWrite({ trx, context, values, before, mode }) {
    const item = recordAfter(values, before, mode);
    const named = CONTAINERS.filter((field) => item[field] !== null && item[field] !== undefined);
    if (named.length !== 1)
      throw new ApiError('Unprocessable', 'An item is kept in exactly one library or journey', {
        errors: [{ field: 'id_img_library', key: 'images.library.one_container' }],
      });
    const [container] = named as [(typeof CONTAINERS)[number]];
    const moved = changes(item, before, container);
    if (container === 'id_img_library' && moved) await lockUsableLibrary(trx, context.user, item.id_img_library);
    if (moved || changes(item, before, 'link')) {
      const twin = await trx
        .selectFrom('img_library_item')
        .select('id_img_library_item')
        .where(container, '=', item[container] as number)
        .where('link', '=', item.link as string)
        .$if(before !== undefined, (query) =>
          query.where('id_img_library_item', '<>', before?.id_img_library_item as number),
        )
        .executeTakeFirst();
      if (twin) throw imageExists('link');
    }
    if (container === 'id_jrn_journey' && moved) await appendToJourney(trx, context, item);
    return values;
  },
};
