import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import History from '@mui/icons-material/History';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../src/console';
import { scanTone, type ScanOutcome, type ScanTone } from './scanOutcome';
import { ScanTicketFacts } from './ScanTicketFacts';

const ICONS: Readonly<Record<ScanTone, typeof CheckCircle>> = {
  success: CheckCircle,
  warning: History,
  error: Block,
};

interface ScanResultPanelProps {
  outcome: ScanOutcome | undefined;
  /** Why the last scan could not be sent. */
  error: string | undefined;
}

/**
 * The last scan's outcome, big enough to read at arm's length: green lets in (with event, date,
 * category and holder), orange was checked in before (and when), red turns away and says why.
 */
export function ScanResultPanel({ outcome, error }: ScanResultPanelProps) {
  const { t } = useTranslation();
  const tone: ScanTone | undefined = outcome ? scanTone(outcome.result) : error ? 'error' : undefined;
  const Icon = tone ? ICONS[tone] : QrCodeScanner;
  const headline = outcome
    ? t(`tickets.scan.${outcome.result}`, { time: formatDateTime(outcome.ticket?.checked_in_at) })
    : (error ?? t('tickets.scan.waiting'));
  return (
    <Paper
      role="status"
      aria-live="polite"
      data-tone={tone ?? 'none'}
      variant="outlined"
      sx={{
        p: 3,
        minHeight: 220,
        bgcolor: tone ? `${tone}.main` : undefined,
        color: tone ? `${tone}.contrastText` : 'text.secondary',
      }}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Icon sx={{ fontSize: 64 }} />
          <Box>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
              {headline}
            </Typography>
            {outcome && (
              <Typography sx={{ fontFamily: 'monospace', fontSize: '1.1rem' }}>{String(outcome.scan.code)}</Typography>
            )}
          </Box>
        </Stack>
        {outcome?.ticket && <ScanTicketFacts ticket={outcome.ticket} />}
      </Stack>
    </Paper>
  );
}
