import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../src/console';

interface LetInAnywayProps {
  /** The code as it was scanned. */
  code: string;
  /** The ticket's date, as the door reads it. */
  date: string;
  /** Scans the code again with the override; settles when that scan is over. */
  onLetIn: (code: string) => Promise<void>;
}

/** For a ticket of another day: a button that asks first, then lets the ticket in on purpose. */
export function LetInAnyway({ code, date, onLetIn }: LetInAnywayProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    setSending(true);
    try {
      await onLetIn(code);
    } finally {
      setSending(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Button
        variant="contained"
        color="inherit"
        sx={{ color: 'info.dark', alignSelf: 'flex-start' }}
        onClick={() => setAsking(true)}
      >
        {t('tickets.scan.force.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('tickets.scan.force.title')}
        text={t('tickets.scan.force.text', { date })}
        deleting={sending}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
        confirmLabel={t('tickets.scan.force.button')}
      />
    </>
  );
}
