import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { type CustomPageProps, formatDate, useAreaTranslation } from '../../src/console';
import type { OwnJourney } from './appUserTypes';

export const JOURNEY_DICTIONARIES = ['processes'];

/** A journey as a card: title, dates, status, and the coach with its driver. */
export function JourneyCard({ resource, journey, to }: CustomPageProps & { journey: OwnJourney; to: string }) {
  const { t } = useAreaTranslation(resource, JOURNEY_DICTIONARIES);
  const { process, coach } = journey;
  return (
    <Card variant="outlined">
      <CardActionArea component={Link} to={to}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {process.title ?? process.number}
          </Typography>
          <Typography color="text.secondary">
            {formatDate(process.journey_start)} – {formatDate(process.journey_end)} ·{' '}
            {t(`processes.entities.process.enums.status.${process.status}`)}
          </Typography>
          {coach && (
            <Typography>
              {t('app.appUser.coach', {
                bus: coach.bus_name ?? '–',
                plate: coach.license_plate ?? '–',
                driver: coach.driver_name ?? '–',
              })}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
