import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StepFrame } from '../components/StepFrame';
import { useBookingFlow } from '../hooks/useBookingFlow';
import { useInsuranceOffers } from '../hooks/useQuote';
import { boardingTime } from '../logic/boarding-time';
import { formatMoney } from '../logic/format';

const Heading = ({ children }: { children: React.ReactNode }) => (
  <Typography component="h2" variant="h6">
    {children}
  </Typography>
);

/** Step 1: the boarding point or departure airport, the services and the travel insurance. */
export function OptionsStep() {
  const { t, i18n } = useTranslation();
  const { journey, draft, change } = useBookingFlow();
  const offers = useInsuranceOffers(draft);
  const date = journey.dates.find((candidate) => candidate.from === draft.date);
  const money = (amount: number) => formatMoney(amount, i18n.language);
  return (
    <StepFrame step="options" title={t('booking.engine.options.title')}>
      {journey.transport === 'bus' && journey.boarding_points.length > 0 && (
        <section>
          <Heading>{t('booking.engine.options.boardingPoint')}</Heading>
          <RadioGroup
            aria-label={t('booking.engine.options.boardingPoint')}
            value={draft.boarding_point ?? ''}
            onChange={(event) => change({ type: 'boardingPoint', id: Number(event.target.value) })}
          >
            {journey.boarding_points.map((point) => {
              const time = boardingTime(date?.departure_time ?? null, point.offset_outbound);
              return (
                <FormControlLabel
                  key={point.id_zus_zustiege}
                  value={point.id_zus_zustiege}
                  control={<Radio />}
                  label={[
                    point.place,
                    [point.zip, point.street].filter(Boolean).join(' '),
                    time && t('booking.engine.options.at', { time }),
                  ]
                    .filter(Boolean)
                    .join(', ')}
                />
              );
            })}
          </RadioGroup>
        </section>
      )}
      {journey.transport === 'flight' && journey.airports.length > 0 && (
        <section>
          <Heading>{t('booking.engine.options.airport')}</Heading>
          <RadioGroup
            aria-label={t('booking.engine.options.airport')}
            value={draft.airport ?? ''}
            onChange={(event) => change({ type: 'airport', code: event.target.value })}
          >
            {journey.airports.map((airport) => (
              <FormControlLabel
                key={airport.code}
                value={airport.code}
                control={<Radio />}
                label={[
                  `${airport.name} (${airport.code})`,
                  airport.departure_time && t('booking.engine.options.at', { time: airport.departure_time }),
                  airport.surcharge > 0 && t('booking.engine.options.surcharge', { price: money(airport.surcharge) }),
                ]
                  .filter(Boolean)
                  .join(', ')}
              />
            ))}
          </RadioGroup>
        </section>
      )}
      {journey.services.length > 0 && (
        <section>
          <Heading>{t('booking.engine.options.services')}</Heading>
          {journey.services.map((service) => (
            <div key={service.index}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={service.mandatory || draft.services.includes(service.index)}
                    disabled={service.mandatory}
                    onChange={(event) =>
                      change({ type: 'service', index: service.index, chosen: event.target.checked })
                    }
                  />
                }
                label={`${service.name}: ${money(service.price)} ${t(`booking.engine.options.per.${service.per}`)}`}
              />
              {service.mandatory && (
                <Typography variant="body2" color="text.secondary" sx={{ ml: 4 }}>
                  {t('booking.engine.options.mandatory')}
                </Typography>
              )}
            </div>
          ))}
        </section>
      )}
      <section>
        <Heading>{t('booking.engine.options.insurance')}</Heading>
        {offers.state === 'failed' && <Alert severity="warning">{t('booking.errors.insurance_unavailable')}</Alert>}
        <RadioGroup
          aria-label={t('booking.engine.options.insurance')}
          value={draft.insurance ?? ''}
          onChange={(event) => change({ type: 'insurance', code: event.target.value || null })}
        >
          <FormControlLabel value="" control={<Radio />} label={t('booking.engine.options.noInsurance')} />
          {offers.state === 'done' &&
            offers.data.map((offer) => (
              <div key={offer.code}>
                <FormControlLabel
                  value={offer.code}
                  control={<Radio />}
                  label={`${offer.name}: ${money(offer.price)}`}
                />
                <Typography variant="body2" sx={{ ml: 4 }}>
                  {offer.description}{' '}
                  <Link href={offer.information_url} target="_blank" rel="noopener">
                    {t('booking.engine.options.insuranceInformation')}
                  </Link>{' '}
                  <Link href={offer.conditions_url} target="_blank" rel="noopener">
                    {t('booking.engine.options.insuranceConditions')}
                  </Link>
                </Typography>
              </div>
            ))}
        </RadioGroup>
      </section>
    </StepFrame>
  );
}
