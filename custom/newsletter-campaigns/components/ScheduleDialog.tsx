import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '../../../src/console';

interface ScheduleDialogProps {
  open: boolean;
  busy: boolean;
  problem?: string;
  onCancel: () => void;
  onSchedule: (date: string) => void;
}

const inTheFuture = (value: string) => {
  const time = Date.parse(value);
  return !Number.isNaN(time) && time > Date.now();
};

/** Asks when Mailjet sends the campaign: a moment in the future, picked in Berlin time. */
export function ScheduleDialog({ open, busy, problem, onCancel, onSchedule }: ScheduleDialogProps) {
  const { t } = useTranslation();
  const [date, setDate] = useState('');
  const ready = inTheFuture(date);
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} fullWidth maxWidth="xs">
      <DialogTitle>{t('newsletter.campaigns.scheduleTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('newsletter.campaigns.scheduleText')}</DialogContentText>
        <DateTimeInput
          label={t('newsletter.campaigns.scheduleAt')}
          name="date"
          value={date}
          onChange={setDate}
          required
          error={date !== '' && !ready ? t('newsletter.errors.schedule_past') : undefined}
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
        <Button variant="contained" disabled={busy || !ready} onClick={() => onSchedule(new Date(date).toISOString())}>
          {t('newsletter.campaigns.schedule')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
