import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ConsentKey } from '../../../domain/booking/engine-api';
import { PriceTable } from '../components/PriceTable';
import { StatusMessage } from '../components/StatusMessage';
import { StepFrame } from '../components/StepFrame';
import { useBookingFlow } from '../hooks/useBookingFlow';
import { useEngineSite } from '../hooks/useEngineSite';
import { useInsuranceOffers, useQuote } from '../hooks/useQuote';
import { useSubmitBooking } from '../hooks/useSubmitBooking';
import { allConsentsGiven, consentsNeeded, selectionOf } from '../logic/booking-draft';
import { infoPath } from '../logic/booking-steps';
import { messageKeyOf } from '../logic/engine-errors';

/** A consent's links: the engine's own pages, the tenant's privacy page, the chosen insurance's sheets. */
function useConsentLinks(): Record<ConsentKey, { href: string; internal: boolean; label: string }[]> {
  const { privacy } = useEngineSite();
  const { draft } = useBookingFlow();
  const offers = useInsuranceOffers(draft);
  const offer =
    offers.state === 'done' ? offers.data.find((candidate) => candidate.code === draft.insurance) : undefined;
  return {
    travel_conditions: [
      { href: infoPath('travel-conditions'), internal: true, label: 'booking.engine.info.travel-conditions.title' },
    ],
    privacy_policy: privacy ? [{ href: privacy, internal: false, label: 'booking.engine.layout.privacy' }] : [],
    insurance_information: offer
      ? [
          { href: offer.information_url, internal: false, label: 'booking.engine.options.insuranceInformation' },
          { href: offer.conditions_url, internal: false, label: 'booking.engine.options.insuranceConditions' },
        ]
      : [],
    package_travel: [
      { href: infoPath('package-travel'), internal: true, label: 'booking.engine.info.package-travel.title' },
    ],
  };
}

/** The summary: the server's price, the consents, the documents notice, and the booking with obligation to pay. */
export function SummaryStep() {
  const { t } = useTranslation();
  const { draft, change, errors } = useBookingFlow();
  const quote = useQuote(selectionOf(draft));
  const links = useConsentLinks();
  const { submit, sending, message } = useSubmitBooking();
  const consentsGiven = allConsentsGiven(draft);
  // Refusals of fields on the earlier steps, listed here where the traveller pressed the button.
  const elsewhere = Object.entries(errors).filter(([field]) => !field.startsWith('consents/'));
  return (
    <StepFrame
      step="summary"
      title={t('booking.engine.summary.title')}
      action={
        <Button
          variant="contained"
          size="large"
          disabled={!consentsGiven || sending || quote.state !== 'done'}
          onClick={() => void submit()}
        >
          {t('booking.engine.summary.book')}
        </Button>
      }
    >
      {quote.state === 'failed' && <StatusMessage messageKey={messageKeyOf(quote.error)} />}
      {quote.state === 'done' && <PriceTable quote={quote.data} />}
      {quote.state === 'done' && quote.data.max_rooms_reached && (
        <Alert severity="info">{t('booking.errors.max_rooms')}</Alert>
      )}
      <section>
        <Typography component="h2" variant="h6">
          {t('booking.engine.summary.consents')}
        </Typography>
        {consentsNeeded(draft).map((key) => (
          <div key={key}>
            <FormControlLabel
              control={
                <Checkbox
                  required
                  checked={draft.consents.includes(key)}
                  onChange={(event) => change({ type: 'consent', key, accepted: event.target.checked })}
                />
              }
              label={t(`booking.engine.consents.${key}`)}
            />
            {links[key].map((link) =>
              link.internal ? (
                <Link key={link.href} component={RouterLink} to={link.href} target="_blank" sx={{ mr: 1 }}>
                  {t(link.label)}
                </Link>
              ) : (
                <Link key={link.href} href={link.href} target="_blank" rel="noopener" sx={{ mr: 1 }}>
                  {t(link.label)}
                </Link>
              ),
            )}
            {errors[`consents/${key}`] && (
              <Typography color="error" role="alert" variant="body2">
                {t(errors[`consents/${key}`]!.key)}
              </Typography>
            )}
          </div>
        ))}
        {!consentsGiven && (
          <Typography variant="body2" color="text.secondary">
            {t('booking.engine.summary.consentsMissing')}
          </Typography>
        )}
      </section>
      <Alert severity="info">{t('booking.engine.summary.documents')}</Alert>
      {elsewhere.length > 0 && (
        <Alert severity="error" role="alert">
          <ul>
            {elsewhere.map(([field, error]) => (
              <li key={field}>
                {field}: {t(error.key, error.params)}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {message && (
        <Alert severity="error" role="alert">
          {t(message)}
        </Alert>
      )}
    </StepFrame>
  );
}
