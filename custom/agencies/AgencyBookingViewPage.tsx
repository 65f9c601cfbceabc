import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import {
  ApiError,
  type CustomPageProps,
  DetailSection,
  DetailTable,
  ErrorPage,
  formatDate,
  FullScreenSpinner,
  useAreaTranslation,
  useFormats,
  useApiGet,
} from '../../src/console';
import { bookingPath, invoicePdfPath } from './agencyCalls';
import { AgencyFacts } from './AgencyFacts';
import { usePdfDownload } from './usePdfDownload';
import { useProcessLabels } from './useProcessLabels';

type Row = Readonly<Record<string, unknown>>;

/** `GET /ratio_vorgang/{id}` as this page reads it. */
interface BookingView {
  process: Row;
  booking: Row;
  participants: (Row & { nr: number; anrede: string | null; name: string | null; geburtstag: string | null })[];
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * `/agencies/vorgang/{id}`: one of the agency's bookings, read only: its journey, dates, status,
 * price and participants, and its invoice as a PDF.
 */
export default function AgencyBookingViewPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const format = useFormats();
  const labels = useProcessLabels();
  const pdf = usePdfDownload();
  const { id = '' } = useParams();
  const { answer, loading, error, failure } = useApiGet<BookingView>(bookingPath(id));
  if (loading) return <FullScreenSpinner />;
  if (failure instanceof ApiError && (failure.statusCode === 404 || failure.statusCode === 403))
    return <ErrorPage status={failure.statusCode} />;
  if (error || !answer) return <ErrorPage status={500} details={error} />;
  const { process, participants } = answer;
  const ratioNumber = process.ratio_id;
  const invoice = ratioNumber === null || ratioNumber === undefined ? undefined : invoicePdfPath(text(ratioNumber));
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {t('agencies.booking.viewTitle', { number: text(process.number) })}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to="/agencies/process">
            {t('agencies.booking.backToList')}
          </Button>
          {invoice && (
            <Button
              variant="outlined"
              disabled={pdf.loading === invoice}
              onClick={() => void pdf.download(invoice, `${text(process.number)}.pdf`)}
            >
              {t('agencies.booking.invoicePdf')}
            </Button>
          )}
        </Stack>
      </Stack>
      <DetailSection title={t('agencies.booking.journey')}>
        <AgencyFacts
          facts={[
            [labels.field('title'), text(process.title)],
            [labels.field('journey_start'), formatDate(text(process.journey_start))],
            [labels.field('journey_end'), formatDate(text(process.journey_end))],
            [labels.field('status'), labels.status(text(process.status))],
            [labels.field('invoice_id'), text(process.invoice_id)],
            [labels.field('price'), format.money(process.price as number | null)],
          ]}
        />
      </DetailSection>
      <DetailSection title={t('agencies.booking.participants')}>
        <DetailTable
          rowCount={participants.length}
          emptyText={t('agencies.booking.noParticipants')}
          head={
            <>
              <TableCell>{t('agencies.booking.salutation')}</TableCell>
              <TableCell>{t('agencies.booking.name')}</TableCell>
              <TableCell>{t('agencies.booking.birthday')}</TableCell>
            </>
          }
        >
          {participants.map((participant) => (
            <TableRow key={participant.nr}>
              <TableCell>{participant.anrede}</TableCell>
              <TableCell>{participant.name}</TableCell>
              <TableCell>{formatDate(participant.geburtstag)}</TableCell>
            </TableRow>
          ))}
        </DetailTable>
      </DetailSection>
    </Stack>
  );
}
