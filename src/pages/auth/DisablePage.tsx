import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useDisableAccount } from '../../auth/useDisableAccount';
import { AuthDone } from './components/AuthDone';
import { AuthForm } from './components/AuthForm';

/** `/auth/disable/:code?`: "This was not you?" from a reset or activation mail locks the account. */
export default function DisablePage() {
  const { t } = useTranslation();
  const { hasCode, handleSubmit, isPending, isSuccess, alert } = useDisableAccount();
  const title = t('auth.disable.title');

  if (!hasCode) return <AuthDone title={title} message={t('login.link_invalid')} severity="error" />;
  if (isSuccess) return <AuthDone title={title} message={t('auth.disable.done')} />;
  return (
    <AuthForm title={title} info={t('auth.disable.info')} alert={alert} onSubmit={handleSubmit}>
      <Button type="submit" variant="contained" color="error" size="large" disabled={isPending}>
        {t('auth.disable.submit')}
      </Button>
    </AuthForm>
  );
}
