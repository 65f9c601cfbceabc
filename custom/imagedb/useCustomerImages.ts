import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiRequest,
  errorMessage,
  IMAGES_PER_PAGE,
  searchCustomer,
  uploadImage,
  useImageSearch,
  type DatabaseImage,
} from '../../src/console';

/** What an own image's "edit info" changes. */
export interface ImageInfo {
  title: string;
  description: string;
  creator_name: string;
}

/** A file's name without its extension: the title an uploaded image starts with. */
const titleOf = (file: File) => file.name.replace(/\.[^.]+$/, '');

/** Own images: searched and filtered by library, 64 a page; uploaded into a library; their info edited. */
export function useCustomerImages(api: string) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const [words, setWords] = useState('');
  const [library, setLibrary] = useState<number>();
  const [page, setPage] = useState(1);
  const [uploading, setUploading] = useState(false);
  const query = { q: words, library, limit: IMAGES_PER_PAGE, skip: (page - 1) * IMAGES_PER_PAGE };
  const search = useImageSearch(JSON.stringify(query), (signal) => searchCustomer(query, signal));
  const fail = (error: unknown) => open?.({ type: 'error', message: errorMessage(error, t) });

  /** Each file uploaded and stored as an image of the library; one refused (already there) is reported, the next follows. */
  const upload = async (files: readonly File[], into: number) => {
    setUploading(true);
    try {
      for (const file of files) {
        try {
          const { url } = await uploadImage(file);
          await apiRequest(api, { method: 'POST', body: { title: titleOf(file), id_img_library: into, link: url } });
        } catch (error) {
          fail(error);
        }
      }
    } finally {
      setUploading(false);
      search.refresh();
    }
  };

  const saveInfo = async (image: DatabaseImage, info: ImageInfo): Promise<boolean> => {
    try {
      await apiRequest(`${api}/${image.id}`, { method: 'PATCH', body: info });
      search.refresh();
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };

  return {
    search,
    words,
    find: (text: string) => {
      setWords(text);
      setPage(1);
    },
    library,
    setLibrary: (chosen: number | undefined) => {
      setLibrary(chosen);
      setPage(1);
    },
    page,
    setPage,
    upload,
    uploading,
    saveInfo,
  };
}
