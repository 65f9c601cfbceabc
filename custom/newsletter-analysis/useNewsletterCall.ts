import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../src/console-logic';

/** The answer of a GET of the newsletter area, asked again when the path changes; the refusal in the user's language. */
export function useNewsletterCall<Answer extends object>(path: string | undefined) {
  const { t } = useTranslation();
  const { query } = useCustom<Answer>({
    url: path ?? '',
    method: 'get',
    queryOptions: { enabled: path !== undefined, refetchOnWindowFocus: false },
  });
  return {
    answer: path === undefined ? undefined : query.data?.data,
    loading: path !== undefined && query.isPending,
    error: query.error ? errorMessage(query.error, t) : undefined,
  };
}
