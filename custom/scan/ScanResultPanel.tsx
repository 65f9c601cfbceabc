import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EventBusy from '@mui/icons-material/EventBusy';
import History from '@mui/icons-material/History';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../src/console';
import { LetInAnyway } from './LetInAnyway';
import { scanTone, type ScanOutcome, type ScanTone } from './scanOutcome';
import { ScanTicketFacts } from './ScanTicketFacts';

const ICONS: Readonly<Record<ScanTone, typeof CheckCircle>> = {
  success: CheckCircle,
  warning: History,
  info: EventBusy,
  error: Block,
};

interface ScanResultPanelProps {
  outcome: ScanOutcome | undefined;
  /** Why the last scan could not be sent. */
  error: string | undefined;
  /** Lets a ticket of another day in on purpose. */
  onLetIn: (code: string) => Promise<void>;
}

/**
 * The last scan's outcome, big enough to read at arm's length: green lets in (with event, date,
 * category and holder), orange was checked in before (and when), blue is a ticket of another day
 * (with its date, and a button to let it in anyway), red turns away and says why.
 */
export function ScanResultPanel({ outcome, error, onLetIn }: ScanResultPanelProps) {
  const { t } = useTranslation();
  const tone: ScanTone | undefined = outcome ? scanTone(outcome.result) : error ? 'error' : undefined;
  const Icon = tone ? ICONS[tone] : QrCodeScanner;
  const date = formatDateTime(outcome?.ticket?.starts_at);
  const headline = outcome
    ? t(outcome.forced ? 'tickets.scan.forcedIn' : `tickets.scan.${outcome.result}`, {
        time: formatDateTime(outcome.ticket?.checked_in_at),
        date,
      })
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
        {outcome?.result === 'invalid_time' && (
          <LetInAnyway code={String(outcome.scan.code)} date={date} onLetIn={onLetIn} />
        )}
        {outcome?.ticket && <ScanTicketFacts ticket={outcome.ticket} />}
      </Stack>
    </Paper>
  );
}
