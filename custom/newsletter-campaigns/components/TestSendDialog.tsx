import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_RECIPIENTS_MAX } from '../../../domain/newsletter/campaign-calls';
import { testAddresses } from '../state/campaignCalls';

interface TestSendDialogProps {
  open: boolean;
  busy: boolean;
  problem?: string;
  onCancel: () => void;
  onSend: (recipients: string[]) => void;
}

/** Asks for the addresses a test send goes to: 1 to 10, one per line or separated by commas. */
export function TestSendDialog({ open, busy, problem, onCancel, onSend }: TestSendDialogProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [checked, setChecked] = useState(false);
  const addresses = testAddresses(typed);
  const invalid = checked && addresses === null;
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} fullWidth maxWidth="sm">
      <DialogTitle>{t('newsletter.campaigns.testTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('newsletter.campaigns.testText', { max: TEST_RECIPIENTS_MAX })}
        </DialogContentText>
        <TextField
          label={t('newsletter.campaigns.testAddresses')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={() => setChecked(true)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          error={invalid}
          helperText={invalid ? t('newsletter.campaigns.testInvalid', { max: TEST_RECIPIENTS_MAX }) : undefined}
          slotProps={{ htmlInput: { 'data-testid': 'test-addresses' } }}
        />
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('list.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={busy || addresses === null}
          onClick={() => addresses && onSend(addresses)}
        >
          {t('newsletter.campaigns.sendTest')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
