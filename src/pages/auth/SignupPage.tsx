import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useSignupForm } from '../../auth/useSignupForm';
import { AuthDone } from './components/AuthDone';
import { AuthForm } from './components/AuthForm';
import { SignInButton } from './components/SignInButton';

/** `/auth/signup` and `/auth/signupIframe`: activates a registration with the mailed code. */
export default function SignupPage() {
  const { t } = useTranslation();
  const { form, sentTo, sendCodeAgain, resend } = useSignupForm();

  if (form.isSuccess) {
    return <AuthDone title={t('auth.signup.title')} message={t('auth.signup.done')} action={<SignInButton />} />;
  }
  return (
    <AuthForm
      title={t('auth.signup.title')}
      info={sentTo ? t('auth.signup.code_sent_to', { email: sentTo }) : t('auth.signup.code_info')}
      alert={form.alert}
      onSubmit={form.handleSubmit}
    >
      {resend.alert && <Alert severity="error">{resend.alert}</Alert>}
      {resend.isSuccess && <Alert severity="success">{t('auth.signup.resent')}</Alert>}
      <TextField {...form.field('email')} label={t('login.email')} type="email" autoComplete="email" required />
      <TextField
        {...form.field('code')}
        label={t('auth.code')}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        required
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" disabled={form.isPending}>
        {t('auth.signup.submit')}
      </Button>
      <Button onClick={sendCodeAgain} disabled={resend.isPending}>
        {t('auth.signup.resend')}
      </Button>
    </AuthForm>
  );
}
