import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignIn } from '../../auth/useSignIn';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useTenant } from '../../tenant/TenantProvider';

/** The authentication layout of spec 1 §2: a side panel with the company and the language switch. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { signIn, isPending, errorMessage } = useSignIn();
  const tenant = useTenant();
  const address = [tenant?.street, [tenant?.zip, tenant?.city].filter(Boolean).join(' ')].filter(Boolean);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn({ email, password });
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '380px 1fr' } }}>
      <Box
        component="aside"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          p: 4,
          display: 'flex',
          flexDirection: 'column',
          gap: 3,
        }}
      >
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="tenant-name">
          {tenant?.name ?? t('app.title')}
        </Typography>
        <Typography>{t('login.subtitle')}</Typography>
        {tenant && (
          <Box component="address" sx={{ fontStyle: 'normal', opacity: 0.9 }} data-testid="tenant-company">
            {[tenant.company, ...address, tenant.tel, tenant.email, tenant.web].filter(Boolean).map((line) => (
              <Typography key={line} variant="body2">
                {line}
              </Typography>
            ))}
          </Box>
        )}
        <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, alignSelf: 'flex-start' }}>
          <LanguageSwitch />
        </Box>
        <Typography variant="body2" sx={{ mt: 'auto', opacity: 0.8 }}>
          {t('app.copyright', {
            year: new Date().getFullYear(),
            company: tenant?.company ?? tenant?.name ?? t('app.title'),
          })}
        </Typography>
      </Box>
      <Box component="main" sx={{ display: 'grid', placeItems: 'center', p: 3 }}>
        <Paper component="form" onSubmit={submit} noValidate elevation={2} sx={{ p: 4, width: '100%', maxWidth: 420 }}>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {t('login.title')}
            </Typography>
            {errorMessage && (
              <Alert severity="error" role="alert">
                {errorMessage}
              </Alert>
            )}
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
          </Stack>
        </Paper>
      </Box>
    </Box>
  );
}
