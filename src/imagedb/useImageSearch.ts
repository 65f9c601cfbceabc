import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../data/errorMessage';
import type { ImagePage } from './imageTypes';

/**
 * A page of images as `load` answers it for `key` (what it was asked from): a new key cancels the
 * search before, and the page before stays shown until the new one comes. `refresh` asks again (after
 * an upload, a licence, a removal).
 */
export function useImageSearch(key: string, load: (signal: AbortSignal) => Promise<ImagePage>) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['imagedb', key],
    queryFn: ({ signal }) => load(signal),
    placeholderData: keepPreviousData,
    gcTime: 0,
    // A failed search shows its error at once; the user searches again.
    retry: false,
  });
  return {
    images: query.data?.data ?? [],
    total: query.data?.total ?? 0,
    fetching: query.isFetching,
    error: query.error ? errorMessage(query.error, t) : undefined,
    refresh: () => void query.refetch(),
  };
}
