import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketView } from '../../domain/tickets/ticket-view';
import { formatDateTime } from '../../src/console';
import { TicketQrCode } from './TicketQrCode';

/** Large enough to be scanned from a phone or monitor at the box office. */
const LARGE_QR_PX = 320;

/** One ticket's QR code, large, with its code and date. */
export function TicketCodeDialog({ ticket, onClose }: { ticket: TicketView | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={ticket !== undefined} onClose={onClose} aria-labelledby={titleId}>
      {ticket && (
        <>
          <DialogTitle id={titleId}>{ticket.event_title}</DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
            <Typography color="text.secondary">{formatDateTime(ticket.starts_at)}</Typography>
            <TicketQrCode code={ticket.code} size={LARGE_QR_PX} />
            <Typography sx={{ fontFamily: 'monospace', fontSize: '1.25rem' }}>{ticket.code}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('tickets.order.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
