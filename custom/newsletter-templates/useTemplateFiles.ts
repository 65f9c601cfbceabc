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
  useLibraryChoices,
  type LibraryChoice,
} from '../../src/console';

/** The library a newsletter's images are kept in, where the company has one by that name. */
const NEWSLETTER_LIBRARY = 'newsletter';

const newsletterLibrary = (libraries: readonly LibraryChoice[]) =>
  libraries.find((library) => library.name.trim().toLowerCase() === NEWSLETTER_LIBRARY)?.id_img_library;

/**
 * The image database's own images a template may use, read with the user's rights (`mayRead`: none
 * asked without them): searched, in one library (the "Newsletter" library until another is chosen) or
 * all, 64 a page; uploads go into the chosen library.
 */
export function useTemplateFiles(mayRead: boolean) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const libraries = useLibraryChoices(mayRead);
  const [chosen, setChosen] = useState<number | 'all'>();
  const [words, setWords] = useState('');
  const [page, setPage] = useState(1);
  const [uploading, setUploading] = useState(false);
  const library = chosen === undefined ? newsletterLibrary(libraries) : chosen === 'all' ? undefined : chosen;
  const query = { q: words, library, limit: IMAGES_PER_PAGE, skip: (page - 1) * IMAGES_PER_PAGE };
  const search = useImageSearch(JSON.stringify({ mayRead, ...query }), (signal) =>
    mayRead ? searchCustomer(query, signal) : Promise.resolve({ total: 0, data: [] }),
  );

  /** Each file uploaded and kept as an image of the library; a refused one is reported and the next follows. */
  const upload = async (files: readonly File[], into: number) => {
    setUploading(true);
    try {
      for (const file of files) {
        try {
          const { url } = await uploadImage(file);
          const title = file.name.replace(/\.[^.]+$/, '');
          await apiRequest('/imagedb-customer-stock', {
            method: 'POST',
            body: { title, id_img_library: into, link: url },
          });
        } catch (error) {
          open?.({ type: 'error', message: errorMessage(error, t) });
        }
      }
    } finally {
      setUploading(false);
      search.refresh();
    }
  };

  return {
    libraries,
    library,
    choose: (next: number | undefined) => {
      setChosen(next ?? 'all');
      setPage(1);
    },
    words,
    find: (next: string) => {
      setWords(next);
      setPage(1);
    },
    page,
    setPage,
    search,
    upload,
    uploading,
  };
}
