import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import type { Traveller } from './agencyTypes';
import { emptyTraveller, MAX_TRAVELLERS } from './bookingForm';

/** The travellers of a booking, a row each, added and removed; `messages` by `travellers/{i}/{field}`. */
export function TravellersEditor({
  travellers,
  onChange,
  messages,
}: {
  travellers: readonly Traveller[];
  onChange: (travellers: Traveller[]) => void;
  messages: (field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const change = (index: number, field: keyof Traveller, value: string) =>
    onChange(travellers.map((traveller, at) => (at === index ? { ...traveller, [field]: value } : traveller)));
  const input = (index: number, field: keyof Traveller, label: string, required: boolean) => {
    const message = messages(`travellers/${index}/${field}`);
    return (
      <TextField
        size="small"
        label={label}
        required={required}
        value={travellers[index]?.[field] ?? ''}
        onChange={(event) => change(index, field, event.target.value)}
        error={message !== undefined}
        helperText={message}
        slotProps={{ htmlInput: { 'aria-label': `${label} ${index + 1}` } }}
      />
    );
  };
  return (
    <Stack spacing={1.5}>
      {travellers.length === 0 && <Typography color="text.secondary">{t('agencies.booking.noTravellers')}</Typography>}
      {travellers.map((_traveller, index) => (
        <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography sx={{ minWidth: 24, pt: 1 }}>{index + 1}.</Typography>
          {input(index, 'anrede', t('agencies.booking.salutation'), false)}
          {input(index, 'vorname', t('agencies.booking.firstName'), true)}
          {input(index, 'name', t('agencies.booking.lastName'), true)}
          <IconButton
            aria-label={t('agencies.booking.removeTraveller', { number: index + 1 })}
            onClick={() => onChange(travellers.filter((_each, at) => at !== index))}
          >
            <Delete />
          </IconButton>
        </Stack>
      ))}
      <div>
        <Button
          disabled={travellers.length >= MAX_TRAVELLERS}
          onClick={() => onChange([...travellers, emptyTraveller()])}
        >
          {t('agencies.booking.addTraveller')}
        </Button>
      </div>
    </Stack>
  );
}
