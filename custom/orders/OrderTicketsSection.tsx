import ButtonBase from '@mui/material/ButtonBase';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketView } from '../../domain/tickets/ticket-view';
import type { ResourceDefinition } from '../../registry/types';
import { DetailSection, DetailTable, formatDateTime, useResourceLabels, useFormats } from '../../src/console';
import { TicketCodeDialog } from './TicketCodeDialog';
import { TicketQrCode } from './TicketQrCode';

interface OrderTicketsSectionProps {
  tickets: ResourceDefinition;
  rows: readonly TicketView[];
}

/** The order's tickets with their QR codes; a QR code opens large, to be scanned from the screen. */
export function OrderTicketsSection({ tickets, rows }: OrderTicketsSectionProps) {
  const { t } = useTranslation();
  const format = useFormats();
  const labels = useResourceLabels(tickets);
  const [shown, setShown] = useState<TicketView>();
  return (
    <DetailSection title={t('tickets.order.tickets', { count: rows.length })}>
      <DetailTable
        rowCount={rows.length}
        emptyText={t('tickets.order.noTickets')}
        head={
          <>
            <TableCell>{t('tickets.order.qrColumn')}</TableCell>
            <TableCell>{labels.field('code')}</TableCell>
            <TableCell>{t('tickets.order.event')}</TableCell>
            <TableCell>{labels.field('id_tk_event_date')}</TableCell>
            <TableCell>{labels.field('id_tk_price_category')}</TableCell>
            <TableCell align="right">{labels.field('price')}</TableCell>
            <TableCell>{labels.field('holder_name')}</TableCell>
            <TableCell>{labels.field('checked_in_at')}</TableCell>
          </>
        }
      >
        {rows.map((ticket) => (
          <TableRow key={ticket.id_tk_ticket}>
            <TableCell>
              <ButtonBase
                aria-label={t('tickets.order.showQr', { code: ticket.code })}
                onClick={() => setShown(ticket)}
              >
                <TicketQrCode code={ticket.code} size={72} />
              </ButtonBase>
            </TableCell>
            <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{ticket.code}</TableCell>
            <TableCell>{ticket.event_title}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(ticket.starts_at)}</TableCell>
            <TableCell>{ticket.price_category_title}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {format.money(ticket.price)}
            </TableCell>
            <TableCell>{ticket.holder_name}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {ticket.checked_in_at ? formatDateTime(ticket.checked_in_at) : t('tickets.order.notCheckedIn')}
            </TableCell>
          </TableRow>
        ))}
      </DetailTable>
      <TicketCodeDialog ticket={shown} onClose={() => setShown(undefined)} />
    </DetailSection>
  );
}
