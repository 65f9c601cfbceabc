import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, formatMoney } from '../../src/console';
import { cancelProcess, inquireCancellation } from './processCalls';
import type { CancellationInquiry, CancellationOutcome } from './processTypes';
import { useRight } from './useRight';

/** Spec 1 §9: dialogs are 500 px wide. */
const DIALOG_WIDTH = 500;

interface CancellationDialogProps {
  id: string;
  onClose: () => void;
  /** Closing after the cancellation: the process, cancelled now, is loaded again. */
  onCancelled: () => Promise<unknown>;
}

/**
 * Cancelling a process (spec 1 §4): the inquiry first shows what the booking system would charge
 * and by which rules; on confirmation the cancellation runs, and the dialog says to whom the notice went.
 */
export function CancellationDialog({ id, onClose, onCancelled }: CancellationDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [inquiry, setInquiry] = useState<CancellationInquiry>();
  const [outcome, setOutcome] = useState<CancellationOutcome>();
  const [error, setError] = useState<string>();
  const [running, setRunning] = useState(false);
  // The inquiry needs `bookingcancellation-read`, the cancellation itself `bookingcancellation-create`.
  const mayCancel = useRight('bookingcancellation-create');

  useEffect(() => {
    let current = true;
    inquireCancellation(id).then(
      (answer) => current && setInquiry(answer),
      (caught: unknown) => current && setError(errorMessage(caught, t)),
    );
    return () => {
      current = false;
    };
  }, [id, t]);

  async function confirm() {
    setRunning(true);
    setError(undefined);
    try {
      setOutcome(await cancelProcess(id));
    } catch (caught) {
      setError(errorMessage(caught, t));
    } finally {
      setRunning(false);
    }
  }

  // The process is loaded again only once the outcome was read: the page starts afresh from a cancelled process.
  const close = () => (outcome ? void onCancelled().finally(onClose) : onClose());
  const fee = (value: { fee: number; currency: string }) => formatMoney(value.fee, i18n.language, value.currency);
  return (
    <Dialog
      open
      onClose={running ? undefined : close}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH } } }}
    >
      <DialogTitle id={titleId}>{t('processes.screen.cancellation.title')}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {outcome ? (
          <>
            <Alert severity="success" sx={{ mb: 1 }}>
              {t('processes.screen.cancellation.done', { fee: fee(outcome) })}
            </Alert>
            <DialogContentText>
              {outcome.notified
                ? t('processes.screen.cancellation.notified', { address: outcome.notified })
                : t('processes.screen.cancellation.notNotified')}
            </DialogContentText>
          </>
        ) : inquiry ? (
          <>
            <DialogContentText>{t('processes.screen.cancellation.fee', { fee: fee(inquiry) })}</DialogContentText>
            {inquiry.rules && (
              <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
                {inquiry.rules}
              </Typography>
            )}
            {mayCancel && (
              <DialogContentText sx={{ mt: 2 }}>{t('processes.screen.cancellation.question')}</DialogContentText>
            )}
          </>
        ) : (
          !error && <CircularProgress size={24} aria-label={t('processes.screen.cancellation.asking')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={running}>
          {t(outcome ? 'processes.screen.close' : 'processes.screen.cancel')}
        </Button>
        {inquiry && !outcome && mayCancel && (
          <Button variant="contained" color="error" onClick={() => void confirm()} disabled={running}>
            {t('processes.screen.cancellation.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
