import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TicketView } from '../../domain/tickets/ticket-view';
import { formatDateTime } from '../../src/console';

/** What the door needs to know of a scanned ticket: event, date, price category, holder and order. */
export function ScanTicketFacts({ ticket }: { ticket: TicketView }) {
  const { t } = useTranslation();
  const orderStatus = t(`tickets.entities.order.enums.status.${ticket.order_status}`, {
    defaultValue: ticket.order_status,
  });
  const facts: [string, string][] = [
    [t('tickets.order.event'), ticket.event_title ?? ''],
    [t('tickets.entities.ticket.fields.id_tk_event_date'), formatDateTime(ticket.starts_at)],
    [t('tickets.entities.ticket.fields.id_tk_price_category'), ticket.price_category_title ?? ''],
    [t('tickets.entities.ticket.fields.holder_name'), ticket.holder_name ?? '—'],
    [t('tickets.entities.ticket.fields.id_tk_order'), `${ticket.order_number} (${orderStatus})`],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ opacity: 0.85 }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.25rem', fontWeight: 600 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
