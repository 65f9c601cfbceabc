import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DateChoice } from '../components/DateChoice';
import { RoomPicker } from '../components/RoomPicker';
import { StepFrame } from '../components/StepFrame';
import { useBookingFlow } from '../hooks/useBookingFlow';
import { useDateAvailability } from '../hooks/useDateAvailability';

/** The journey: its dates, and the hotel's rooms for the travellers. */
export function JourneyPage() {
  const { t } = useTranslation();
  const { journey, draft, change } = useBookingFlow();
  const { roomsLeft, tooManyPersons, tooManyRooms } = useDateAvailability(journey, draft);
  const image = journey.images[0];
  return (
    <StepFrame step="journey" title={journey.title} blocked={tooManyPersons || tooManyRooms}>
      {image && (
        <Box
          component="img"
          src={image}
          alt=""
          sx={{ width: '100%', maxHeight: 280, objectFit: 'cover', borderRadius: 2 }}
        />
      )}
      {journey.subtitle && <Typography variant="subtitle1">{journey.subtitle}</Typography>}
      {journey.introduction && <Typography sx={{ whiteSpace: 'pre-line' }}>{journey.introduction}</Typography>}
      <Typography component="h2" variant="h6">
        {t('booking.engine.journey.dates')}
      </Typography>
      {journey.dates.length === 0 && <Alert severity="info">{t('booking.errors.date_unavailable')}</Alert>}
      <DateChoice dates={journey.dates} chosen={draft.date} onChoose={(date) => change({ type: 'date', date })} />
      {draft.date && (
        <>
          <Typography component="h2" variant="h6">
            {t('booking.engine.rooms.title')}
          </Typography>
          <RoomPicker hotels={journey.hotels} draft={draft} change={change} roomsLeft={roomsLeft} />
          {tooManyPersons && <Alert severity="error">{t('booking.errors.sold_out')}</Alert>}
          {tooManyRooms && <Alert severity="error">{t('booking.errors.room_sold_out')}</Alert>}
        </>
      )}
    </StepFrame>
  );
}
