import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../api/apiClient';
import { authProvider, type LoginParams } from './authProvider';
import { useAsyncAction } from './useAsyncAction';

/**
 * Signs in and returns to the page first asked for, if that is a safe in-site path. The console
 * there mounts anew and checks the session it finds.
 */
export function useSignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  const signIn = useAsyncAction(
    async (credentials: Omit<LoginParams, 'to'>) => {
      const result = await authProvider.login({ ...credentials, to: searchParams.get('to') });
      if (!result.success) throw result.error ?? new Error('login failed');
      return result.redirectTo ?? '/';
    },
    (redirectTo) => navigate(redirectTo, { replace: true }),
  );

  const error = signIn.error;
  const errorMessage = !error
    ? undefined
    : error instanceof ApiError && error.key === 'login.invalid_credentials'
      ? t('login.invalid_credentials')
      : error instanceof ApiError && error.key
        ? t(error.key, { ...error.errors[0]?.params, defaultValue: t('login.failed') })
        : t('login.failed');

  return { signIn: signIn.run, isPending: signIn.isPending, errorMessage };
}
