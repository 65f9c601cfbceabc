import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { AUTH_PATHS, useAuthPath } from '../../auth/authPaths';
import { useForgotForm } from '../../auth/useForgotForm';
import { AuthDone } from './components/AuthDone';
import { AuthForm } from './components/AuthForm';
import { AuthLink } from './components/AuthLink';

/** `/auth/forgot` and `/auth/forgotIframe`: a link to set a new password, by mail. */
export default function ForgotPage() {
  const { t } = useTranslation();
  const form = useForgotForm();
  const authPath = useAuthPath();
  const backToLogin = <AuthLink to={authPath(AUTH_PATHS.login)}>{t('auth.back_to_login')}</AuthLink>;

  if (form.isSuccess) {
    return <AuthDone title={t('auth.forgot.title')} message={t('auth.forgot.done')} action={backToLogin} />;
  }
  return (
    <AuthForm
      title={t('auth.forgot.title')}
      info={t('auth.forgot.info')}
      alert={form.alert}
      onSubmit={form.handleSubmit}
    >
      <TextField
        {...form.field('email')}
        label={t('login.email')}
        type="email"
        autoComplete="email"
        required
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" disabled={form.isPending}>
        {t('auth.forgot.submit')}
      </Button>
      {backToLogin}
    </AuthForm>
  );
}
