import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiRequest,
  errorMessage,
  IMAGES_PER_PAGE,
  useImageSearch,
  type DatabaseImage,
  type ImagePage,
} from '../../src/console';

/** A library item as `/img/library-item` answers it. */
interface LibraryItem {
  id_img_library_item: number;
  link: string;
  thumbnail: string | null;
  data: Partial<DatabaseImage> & { category_name?: string };
}

/** The items of a library or a journey's images (spec 2 §7 `/img/library-item`). */
export type ItemOwner = { id_img_library: number } | { id_jrn_journey: number };

/** An item as the image grid shows it: the image its data describes, at the item's address. */
function itemImage(item: LibraryItem): DatabaseImage {
  const { data } = item;
  return {
    id: Number(data.id ?? item.id_img_library_item),
    title: data.title ?? '',
    width: data.width ?? 0,
    height: data.height ?? 0,
    content_type: data.content_type ?? '',
    category: data.category_name ? { id: 0, name: data.category_name } : null,
    creator_name: data.creator_name ?? null,
    is_licensed: data.stocktype === 'adobestock' ? 'Standard' : '',
    database: true,
    link: item.link,
    thumbnail: item.thumbnail ?? item.link,
    stocktype: data.stocktype === 'adobestock' ? 'adobestock' : 'customer',
    id_img_library_item: item.id_img_library_item,
  };
}

/** The images of a library or journey, 64 a page, each removable (its library item deleted). */
export function useLibraryItemImages(api: string, owner: ItemOwner | undefined) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const [page, setPage] = useState(1);
  const key = JSON.stringify([owner, page]);
  const search = useImageSearch(key, async (signal): Promise<ImagePage> => {
    if (!owner) return { total: 0, data: [] };
    const params = new URLSearchParams({
      ...Object.fromEntries(Object.entries(owner).map(([name, value]) => [name, String(value)])),
      $limit: String(IMAGES_PER_PAGE),
      $skip: String((page - 1) * IMAGES_PER_PAGE),
      '$sort[id_img_library_item]': '1',
    });
    const answer = await apiRequest<{ total: number; data: LibraryItem[] }>(`${api}?${params}`, { signal });
    return { total: answer.total, data: answer.data.map(itemImage) };
  });

  const remove = async (image: DatabaseImage): Promise<boolean> => {
    try {
      await apiRequest(`${api}/${image.id_img_library_item}`, { method: 'DELETE' });
      open?.({ type: 'success', message: t('images.library.removed') });
      search.refresh();
      return true;
    } catch (error) {
      open?.({ type: 'error', message: errorMessage(error, t) });
      return false;
    }
  };

  return { search, page, setPage, remove };
}
