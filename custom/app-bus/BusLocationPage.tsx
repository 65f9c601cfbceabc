import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { berlinTime, type CustomPageProps, FullScreenSpinner, useAreaTranslation } from '../../src/console';
import { BusMap } from './BusMap';
import type { BusPosition } from '../../domain/app/bus-location';
import { useBusLocation } from './useBusLocation';

const hourMinute = (time: string) => {
  const { hour, minute } = berlinTime(new Date(time));
  return `${hour}:${minute}`;
};

/**
 * `/appuser/Buslocation`: where the bus of the user's journey today is, on a map of Germany with the
 * place, the speed and the time of the position; refreshed every 30 s. Offline it shows the last
 * known position with a notice; without a journey today a friendly word.
 */
export default function BusLocationPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const { location, lastKnown, offline, loaded } = useBusLocation();
  if (!loaded) return <FullScreenSpinner />;

  const shown = location?.status === 'ok' ? location : offline ? lastKnown : undefined;
  const departure = location?.departure ?? shown?.departure;

  function details(position: BusPosition) {
    const rows = [
      [t('app.bus.place'), position.place ?? '—'],
      [t('app.bus.speed'), t('app.bus.speed_value', { speed: position.speed })],
      [t('app.bus.time'), hourMinute(position.time)],
    ];
    return (
      <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Typography variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography>{value}</Typography>
          </div>
        ))}
      </Stack>
    );
  }

  return (
    <Stack spacing={2} data-testid="bus-location">
      <Typography variant="h5" component="h1">
        {t('app.bus.title')}
      </Typography>
      {departure && (
        <Typography color="text.secondary">
          {[departure.title, departure.bus_name, departure.license_plate].filter(Boolean).join(' · ')}
        </Typography>
      )}
      {offline && <Alert severity="warning">{t('app.bus.offline')}</Alert>}
      {location?.status === 'no_journey' && !offline && (
        <Paper variant="outlined" sx={{ p: 3 }} data-testid="bus-no-journey">
          <Typography variant="h6">{t('app.bus.no_journey')}</Typography>
          <Typography color="text.secondary">{t('app.bus.no_journey_hint')}</Typography>
        </Paper>
      )}
      {location?.status === 'no_vehicle' && <Alert severity="info">{t('app.bus.no_vehicle')}</Alert>}
      {shown?.position ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <BusMap position={shown.position} label={t('app.bus.map')} />
            {details(shown.position)}
          </Stack>
        </Paper>
      ) : (
        offline && <Typography color="text.secondary">{t('app.bus.waiting')}</Typography>
      )}
    </Stack>
  );
}
