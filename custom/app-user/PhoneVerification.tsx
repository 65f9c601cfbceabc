import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest, errorMessage } from '../../src/console';

interface PhoneState {
  mobile: string | null;
  phone_verified: boolean;
  verified_at: string | null;
  code_valid_until: string | null;
}

type Channel = 'sms' | 'email' | 'log';

/**
 * The signed-in user's mobile number with its verification: a chip says whether it is verified; "send
 * code" has a six-digit code sent (by SMS, or by mail instead), which the user types back to confirm.
 * Refusals (a wait on 429 with its seconds, a wrong code) come in the user's language.
 */
export function PhoneVerification() {
  const { t, i18n } = useTranslation(['common', 'app']);
  const query = useQuery({
    queryKey: ['phone-verification'],
    queryFn: () => apiRequest<PhoneState>('/phone-verification'),
    refetchOnWindowFocus: false,
  });
  const state = query.data;
  const loadError = query.error ? errorMessage(query.error, t) : undefined;
  const [channel, setChannel] = useState<Channel | undefined>();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function run(call: () => Promise<void>) {
    setBusy(true);
    setProblem(undefined);
    try {
      await call();
    } catch (error) {
      setProblem(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  const sendCode = () =>
    run(async () => {
      const sent = await apiRequest<{ channel: Channel }>('/phone-verification', {
        method: 'POST',
        body: { language: i18n.language },
      });
      setChannel(sent.channel);
      setCode('');
      setDone(false);
    });

  const confirmCode = () =>
    run(async () => {
      await apiRequest('/phone-verification/confirm', { method: 'POST', body: { code } });
      setChannel(undefined);
      setDone(true);
      await query.refetch();
    });

  const sentText = {
    sms: t('app.phone.sent_sms', { mobile: state?.mobile ?? '' }),
    email: t('app.phone.sent_email'),
    log: t('app.phone.sent_log'),
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="phone-verification">
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant="subtitle1">{t('app.phone.title')}</Typography>
          <Typography data-testid="phone-number">{state?.mobile ?? '—'}</Typography>
          {state && (
            <Chip
              size="small"
              color={state.phone_verified ? 'success' : 'default'}
              label={state.phone_verified ? t('app.phone.verified') : t('app.phone.not_verified')}
            />
          )}
        </Stack>
        {loadError && <Alert severity="error">{loadError}</Alert>}
        {done && <Alert severity="success">{t('app.phone.done')}</Alert>}
        {state && !state.phone_verified && (
          <Stack direction="row" spacing={2} alignItems="flex-start" flexWrap="wrap" useFlexGap>
            <Button variant={channel ? 'text' : 'contained'} disabled={busy} onClick={() => void sendCode()}>
              {t('app.phone.send')}
            </Button>
            {channel && (
              <>
                <TextField
                  size="small"
                  label={t('app.phone.code')}
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
                  slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
                />
                <Button variant="contained" disabled={busy || code.length !== 6} onClick={() => void confirmCode()}>
                  {t('app.phone.confirm')}
                </Button>
              </>
            )}
          </Stack>
        )}
        {channel && <Alert severity="info">{sentText[channel]}</Alert>}
        {problem && <Alert severity="error">{problem}</Alert>}
      </Stack>
    </Paper>
  );
}
