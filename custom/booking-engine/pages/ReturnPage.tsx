import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import type { BookingState } from '../../../domain/booking/engine-api';
import { PriceTable } from '../components/PriceTable';
import { useBookingReturn } from '../hooks/useBookingReturn';
import { useEngineSite } from '../hooks/useEngineSite';
import { startPath, stepPath } from '../logic/booking-steps';
import { lastDraftJourney } from '../logic/draft-storage';
import { formatPeriod } from '../logic/format';

function BookingFacts({ booking }: { booking: BookingState }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Typography>
        {t('booking.engine.return.number', { number: booking.number })}
        <br />
        {booking.journey_title}, {formatPeriod(booking.date_from, booking.date_till, i18n.language)}
      </Typography>
      <PriceTable quote={booking} />
    </>
  );
}

/** Trying again starts from the summary of the booking still kept in the tab, else from the search. */
function retryPath(): string {
  const journey = lastDraftJourney();
  return journey === null ? startPath : stepPath(journey, 'summary');
}

/** Who to call when a booking needs the support. */
function SupportContact() {
  const { t } = useTranslation();
  const { company } = useEngineSite().settings;
  return (
    <Typography>
      {t('booking.engine.return.support', { name: company.name })}
      {company.tel && (
        <>
          <br />
          {company.tel}
        </>
      )}
      {company.email && (
        <>
          <br />
          {company.email}
        </>
      )}
    </Typography>
  );
}

/** `/appbooking/ibe/return/<number>?token=…`: back from the payment page, the booking's outcome. */
export function ReturnPage() {
  const { t } = useTranslation();
  const number = useParams().number ?? '';
  const [search] = useSearchParams();
  const view = useBookingReturn(number, search.get('token'));
  return (
    <Box component="section" sx={{ display: 'grid', gap: 2 }}>
      {view.kind === 'checking' && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>{t('booking.engine.return.checking')}</Typography>
        </Box>
      )}
      {view.kind === 'booked' && (
        <>
          <Typography component="h1" variant="h5">
            {t('booking.engine.return.thanks')}
          </Typography>
          <BookingFacts booking={view.booking} />
          <Alert severity="success">
            {t('booking.engine.return.confirmationSent', { email: view.booking.contact_email })}
          </Alert>
        </>
      )}
      {view.kind === 'pending' && (
        <>
          <Typography component="h1" variant="h5">
            {t('booking.engine.return.pendingTitle')}
          </Typography>
          <Alert severity="info">{t('booking.engine.return.pending')}</Alert>
          <SupportContact />
        </>
      )}
      {view.kind === 'support' && (
        <>
          <Typography component="h1" variant="h5">
            {t('booking.engine.return.notCompleted')}
          </Typography>
          <Alert severity="warning" role="alert">
            {t(view.key)}
          </Alert>
          <BookingFacts booking={view.booking} />
          <SupportContact />
        </>
      )}
      {view.kind === 'failed' && (
        <>
          <Typography component="h1" variant="h5">
            {t('booking.engine.return.notCompleted')}
          </Typography>
          <Alert severity="error" role="alert">
            {t(view.key)}
          </Alert>
          <Button variant="contained" component={RouterLink} to={retryPath()} sx={{ justifySelf: 'start' }}>
            {t('booking.engine.return.tryAgain')}
          </Button>
        </>
      )}
    </Box>
  );
}
