import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_PATHS, useAuthPath } from '../../auth/authPaths';
import { useSignIn } from '../../auth/useSignIn';
import { useAuthLayoutVariant } from '../../layout/authLayoutContext';
import { AuthForm } from './components/AuthForm';
import { AuthLink } from './components/AuthLink';

/** `/auth/login` and its variants: staff sign-in; embedded, it offers no registration. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { signIn, isPending, errorMessage } = useSignIn();
  const authPath = useAuthPath();
  const embedded = useAuthLayoutVariant() === 'iframe';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn({ email, password });
  };

  return (
    <AuthForm title={t('login.title')} alert={errorMessage} onSubmit={submit}>
      <TextField
        label={t('login.email')}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
        autoFocus
      />
      <TextField
        label={t('login.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={isPending || !email || !password}>
        {t('login.submit')}
      </Button>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <AuthLink to={authPath(AUTH_PATHS.forgot)}>{t('auth.forgot_link')}</AuthLink>
        {!embedded && <AuthLink to={AUTH_PATHS.register}>{t('auth.register_link')}</AuthLink>}
      </Stack>
    </AuthForm>
  );
}
