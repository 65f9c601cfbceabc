import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useDeleteAccount } from '../../auth/useDeleteAccount';
import { AuthDone } from './components/AuthDone';
import { AuthForm } from './components/AuthForm';
import { ConfirmDeletionDialog } from './components/ConfirmDeletionDialog';

/** `/auth/delete-account`: deleting one's own account with a mailed code (spec 1 §2). */
export default function DeleteAccountPage() {
  const { t } = useTranslation();
  const { step, address, request, deletion, confirming, askConfirmation, confirm, cancel } = useDeleteAccount();
  const title = t('auth.delete.title');

  if (step === 'done') return <AuthDone title={title} message={t('auth.delete.done')} />;
  if (step === 'email') {
    return (
      <AuthForm title={title} info={t('auth.delete.info')} alert={request.alert} onSubmit={request.handleSubmit}>
        <TextField
          {...request.field('email')}
          label={t('login.email')}
          type="email"
          autoComplete="email"
          required
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" disabled={request.isPending}>
          {t('auth.delete.request')}
        </Button>
      </AuthForm>
    );
  }
  return (
    <>
      <AuthForm
        title={title}
        info={t('auth.delete.code_sent', { email: address })}
        alert={deletion.alert}
        onSubmit={askConfirmation}
      >
        <TextField
          {...deletion.field('code')}
          label={t('auth.code')}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          required
          autoFocus
        />
        <Button type="submit" variant="contained" color="error" size="large" disabled={deletion.isPending}>
          {t('auth.delete.submit')}
        </Button>
      </AuthForm>
      <ConfirmDeletionDialog open={confirming} onConfirm={confirm} onCancel={cancel} />
    </>
  );
}
