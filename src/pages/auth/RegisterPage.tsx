import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { AUTH_PATHS, useAuthPath } from '../../auth/authPaths';
import { useRegisterForm } from '../../auth/useRegisterForm';
import { useSignupPath } from '../../auth/useSignupRedirect';
import { AuthForm } from './components/AuthForm';
import { AuthLink } from './components/AuthLink';
import { PasswordFields } from './components/PasswordFields';

/** `/auth/register` and `/auth/registerIframe`: a new account, activated with a mailed code. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const form = useRegisterForm();
  const authPath = useAuthPath();
  const signupPath = useSignupPath();

  return (
    <AuthForm title={t('auth.register.title')} alert={form.alert} onSubmit={form.handleSubmit}>
      {form.errorKey === 'login.user_exists' && (
        <AuthLink to={signupPath(form.values.email.trim())}>{t('auth.register.enter_code')}</AuthLink>
      )}
      {form.errorKey === 'login.user_has_account' && (
        <AuthLink to={authPath(AUTH_PATHS.forgot)}>{t('auth.forgot_link')}</AuthLink>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...form.field('firstname')}
          label={t('auth.firstname')}
          autoComplete="given-name"
          required
          fullWidth
          autoFocus
        />
        <TextField
          {...form.field('lastname')}
          label={t('auth.lastname')}
          autoComplete="family-name"
          required
          fullWidth
        />
      </Stack>
      <TextField {...form.field('email')} label={t('login.email')} type="email" autoComplete="email" required />
      <PasswordFields field={form.field} />
      <Button type="submit" variant="contained" size="large" disabled={form.isPending}>
        {t('auth.register.submit')}
      </Button>
      <AuthLink to={AUTH_PATHS.registerProcess}>{t('auth.register.with_process')}</AuthLink>
      <AuthLink to={authPath(AUTH_PATHS.login)}>{t('auth.have_account')}</AuthLink>
    </AuthForm>
  );
}
