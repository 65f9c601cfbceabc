import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { EngineDate } from '../../../domain/booking/engine-api';
import { formatMoney, formatPeriod } from '../logic/format';

/** The journey's dates: period, price per person and places left; a sold-out date cannot be chosen. */
export function DateChoice({
  dates,
  chosen,
  onChoose,
}: {
  dates: EngineDate[];
  chosen: string | null;
  onChoose: (from: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <RadioGroup
      aria-label={t('booking.engine.journey.dates')}
      value={chosen ?? ''}
      onChange={(event) => onChoose(event.target.value)}
    >
      {dates.map((date) => (
        <FormControlLabel
          key={date.from}
          value={date.from}
          disabled={date.remaining <= 0}
          control={<Radio />}
          sx={{ borderBottom: 1, borderColor: 'divider', py: 0.5, mr: 0 }}
          label={
            <span>
              <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
                {formatPeriod(date.from, date.till, i18n.language)}
              </Typography>
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                {t('booking.engine.journey.pricePerPerson', { price: formatMoney(date.price, i18n.language) })}
                {date.price_description ? ` · ${date.price_description}` : ''}
                {' · '}
                {date.remaining > 0
                  ? t('booking.engine.journey.placesLeft', { places: date.remaining })
                  : t('booking.engine.journey.soldOut')}
              </Typography>
            </span>
          }
        />
      ))}
    </RadioGroup>
  );
}
