import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SalutationInput } from '../components/SalutationInput';
import { StepFrame } from '../components/StepFrame';
import { TextInput } from '../components/TextInput';
import { useBookingFlow } from '../hooks/useBookingFlow';

/** Step 2: every traveller's name and date of birth, and for a bus trip the boarding point. */
export function TravellersStep() {
  const { t } = useTranslation();
  const { journey, draft, change, errors } = useBookingFlow();
  const withBoarding = journey.transport === 'bus' && journey.boarding_points.length > 0;
  return (
    <StepFrame step="travellers" title={t('booking.engine.travellers.title')}>
      {draft.travellers.map((traveller, index) => {
        const set = (values: Partial<typeof traveller>) => change({ type: 'traveller', index, values });
        const refused = (field: string) => errors[`travellers/${index}/${field}`];
        return (
          <Box
            key={index}
            component="fieldset"
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              p: 2,
              m: 0,
            }}
          >
            <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
              {t('booking.engine.travellers.person', { number: index + 1, room: traveller.room + 1 })}
            </Typography>
            <SalutationInput
              value={traveller.salutation}
              onValue={(salutation) => set({ salutation })}
              refused={refused('salutation')}
            />
            <TextInput
              required
              label={t('booking.engine.person.firstName')}
              value={traveller.first_name}
              onValue={(first_name) => set({ first_name })}
              refused={refused('first_name')}
              autoComplete="off"
            />
            <TextInput
              required
              label={t('booking.engine.person.lastName')}
              value={traveller.last_name}
              onValue={(last_name) => set({ last_name })}
              refused={refused('last_name')}
              autoComplete="off"
            />
            <TextInput
              required
              type="date"
              label={t('booking.engine.person.birthday')}
              value={traveller.birthday}
              onValue={(birthday) => set({ birthday: birthday || null })}
              refused={refused('birthday')}
            />
            {withBoarding && (
              <TextInput
                required
                label={t('booking.engine.options.boardingPoint')}
                value={traveller.boarding_point}
                onValue={(id) => set({ boarding_point: id ? Number(id) : null })}
                refused={refused('boarding_point')}
                options={journey.boarding_points.map((point) => (
                  <option key={point.id_zus_zustiege} value={point.id_zus_zustiege}>
                    {point.place}
                  </option>
                ))}
              />
            )}
          </Box>
        );
      })}
    </StepFrame>
  );
}
