import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './errorMessage';

/**
 * The answer of a GET of a bespoke call (`/agency-profile`, `/newsletter-statistics?…`), asked again
 * when the path changes; none while `path` is undefined. The refusal comes in the user's language.
 */
export function useApiGet<Answer extends object>(path: string | undefined) {
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
    /** The failure itself, to tell a record out of reach (404) from a failing call. */
    failure: query.error ?? undefined,
    refetch: async () => {
      await query.refetch();
    },
  };
}
