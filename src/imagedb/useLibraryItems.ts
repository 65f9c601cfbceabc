import { useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../data/errorMessage';
import { createLibraryItem } from './imagedbCalls';
import { imageData, type DatabaseImage } from './imageTypes';

/** Where the add-to-library dialog puts images: a library, or a journey's images. */
export type LibraryTarget = { mode: 'library'; id_img_library: number } | { mode: 'journey'; id_jrn_journey: number };

/** The library item of an image for a target (spec 2 §7 `/img/library-item`). */
export const libraryItemBody = (target: LibraryTarget, image: DatabaseImage) => ({
  ...(target.mode === 'library'
    ? { id_img_library: target.id_img_library }
    : { id_jrn_journey: target.id_jrn_journey }),
  link: image.link ?? '',
  thumbnail: image.thumbnail,
  data: imageData(image),
});

/**
 * Adds images to a library or journey one after the other; one that fails (already in the folder, a
 * print-locked journey) is reported and the next follows. Answers the images added.
 */
export function useLibraryItems() {
  const { t } = useTranslation();
  const { open } = useNotification();
  return async (target: LibraryTarget, images: readonly DatabaseImage[]): Promise<DatabaseImage[]> => {
    const added: DatabaseImage[] = [];
    for (const image of images) {
      try {
        await createLibraryItem(libraryItemBody(target, image));
        added.push(image);
      } catch (error) {
        open?.({ type: 'error', message: errorMessage(error, t) });
      }
    }
    if (added.length > 0) open?.({ type: 'success', message: t('images.library.added', { count: added.length }) });
    return added;
  };
}
