import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { JourneySummary } from '../../../domain/booking/engine-api';
import { journeyPath } from '../logic/booking-steps';
import { formatDay, formatMoney } from '../logic/format';

export function JourneyCard({ journey, linkSearch }: { journey: JourneySummary; linkSearch: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Box component="article" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
      <Box
        component={RouterLink}
        to={`${journeyPath(journey.id_jrn_journey)}${linkSearch}`}
        sx={{
          display: 'block',
          color: 'inherit',
          textDecoration: 'none',
          '&:hover h2': { textDecoration: 'underline' },
        }}
      >
        {journey.image && (
          <Box
            component="img"
            src={journey.image}
            alt=""
            loading="lazy"
            sx={{ width: '100%', height: 160, objectFit: 'cover', display: 'block' }}
          />
        )}
        <Box sx={{ p: 2 }}>
          <Typography component="h2" variant="h6">
            {journey.title}
          </Typography>
          {journey.subtitle && <Typography color="text.secondary">{journey.subtitle}</Typography>}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {[
              journey.destination,
              journey.duration ? t('booking.engine.journey.duration', { days: journey.duration }) : null,
              t(`booking.engine.transport.${journey.transport}`),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Typography variant="body2">
            {t('booking.engine.start.nextDate', { date: formatDay(journey.next_date, i18n.language) })}
          </Typography>
          <Typography variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
            {t('booking.engine.start.priceFrom', { price: formatMoney(journey.price_from, i18n.language) })}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
