import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { AUTH_PATHS } from '../../auth/authPaths';
import { useProcessRegisterForm } from '../../auth/useProcessRegisterForm';
import { AuthForm } from './components/AuthForm';
import { AuthLink } from './components/AuthLink';
import { PasswordFields } from './components/PasswordFields';

/** `/auth/signup-vorgang`: registration with the booking number of a trip. */
export default function RegisterProcessPage() {
  const { t } = useTranslation();
  const form = useProcessRegisterForm();
  return (
    <AuthForm
      title={t('auth.register_process.title')}
      info={t('auth.register_process.info')}
      alert={form.alert}
      onSubmit={form.handleSubmit}
    >
      <TextField
        {...form.field('processNumber')}
        label={t('auth.process_number')}
        autoComplete="off"
        required
        autoFocus
      />
      <PasswordFields field={form.field} />
      <Button type="submit" variant="contained" size="large" disabled={form.isPending}>
        {t('auth.register.submit')}
      </Button>
      <AuthLink to={AUTH_PATHS.register}>{t('auth.register_process.without_process')}</AuthLink>
      <AuthLink to={AUTH_PATHS.login}>{t('auth.have_account')}</AuthLink>
    </AuthForm>
  );
}
