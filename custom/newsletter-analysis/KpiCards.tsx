import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { rateOf, type MessageCounts } from '../../domain/newsletter/statistics';
import { useFormats } from '../../src/console';

/** Cards side by side, as many as fit, at least 10 rem wide. */
export const CARD_GRID = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))' };

/** One number and what it counts. */
export function KpiCard({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p">
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The period's totals: sent, delivered, the open and click rates of the delivered, bounced, unsubscribed. */
export function KpiCards({ totals }: { totals: MessageCounts }) {
  const { t } = useTranslation();
  const format = useFormats();
  const percent = (count: number) => format.percent(Math.round(rateOf(count, totals.delivered) * 1000) / 10);
  const cards = [
    ['sent', format.count(totals.sent)],
    ['delivered', format.count(totals.delivered)],
    ['openRate', percent(totals.opened)],
    ['clickRate', percent(totals.clicked)],
    ['bounced', format.count(totals.bounced)],
    ['unsubscribed', format.count(totals.unsubscribed)],
  ] as const;
  return (
    <Box sx={CARD_GRID}>
      {cards.map(([name, value]) => (
        <KpiCard key={name} label={t(`newsletter.analysis.counts.${name}`)} value={value} testId={`kpi-${name}`} />
      ))}
    </Box>
  );
}
