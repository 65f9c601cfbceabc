import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Quote } from '../../../domain/booking/engine-api';
import { formatDay, formatMoney } from '../logic/format';

/** The server's price lines, the total, the deposit and the remaining amount with its due date. */
type Prices = Pick<Quote, 'total' | 'deposit' | 'remaining' | 'remaining_due'> & { lines?: Quote['lines'] };

export function PriceTable({ quote }: { quote: Prices }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const row = (label: string, amount: string, strong = false) => (
    <Box component="tr" key={label} sx={{ fontWeight: strong ? 700 : 400 }}>
      <Box component="th" scope="row" sx={{ textAlign: 'start', fontWeight: 'inherit', py: 0.5, pr: 2 }}>
        {label}
      </Box>
      <Box component="td" sx={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
        {amount}
      </Box>
    </Box>
  );
  return (
    <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
      <tbody>
        {quote.lines?.map((line) =>
          row(
            line.quantity > 1 ? `${line.quantity} × ${line.label} (${money(line.price)})` : line.label,
            money(line.total),
          ),
        )}
        {row(t('booking.engine.price.total'), money(quote.total), true)}
        {row(t('booking.engine.price.deposit'), money(quote.deposit))}
        {quote.remaining_due
          ? row(
              t('booking.engine.price.remainingDue', { date: formatDay(quote.remaining_due, i18n.language) }),
              money(quote.remaining),
            )
          : row(t('booking.engine.price.dueAtOnce'), money(quote.remaining))}
      </tbody>
    </Box>
  );
}
