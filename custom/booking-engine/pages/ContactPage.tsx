import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../components/TextInput';
import { useContactForm } from '../hooks/useContactForm';
import { lastDraftJourney } from '../logic/draft-storage';

/** `/appbooking/ibe/contact`: a message to the company. */
export function ContactPage() {
  const { t } = useTranslation();
  const form = useContactForm(lastDraftJourney());
  if (form.state === 'sent') {
    return (
      <Alert severity="success" role="status">
        {t('booking.engine.contact.sent')}
      </Alert>
    );
  }
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void form.send();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography component="h1" variant="h5">
        {t('booking.engine.contact.title')}
      </Typography>
      <TextInput
        required
        label={t('booking.engine.contact.name')}
        value={form.values.name}
        onValue={(name) => form.set({ name })}
        refused={form.errors.name}
        autoComplete="name"
      />
      <TextInput
        required
        type="email"
        label={t('booking.engine.contactPerson.email')}
        value={form.values.email}
        onValue={(email) => form.set({ email })}
        refused={form.errors.email}
        autoComplete="email"
      />
      <TextInput
        type="tel"
        label={t('booking.engine.contactPerson.phone')}
        value={form.values.phone}
        onValue={(phone) => form.set({ phone })}
        refused={form.errors.phone}
        autoComplete="tel"
      />
      <TextInput
        required
        multiline
        minRows={4}
        label={t('booking.engine.contact.message')}
        value={form.values.message}
        onValue={(message) => form.set({ message })}
        refused={form.errors.message}
      />
      {form.message && (
        <Alert severity="error" role="alert">
          {t(form.message)}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={!form.complete || form.state === 'sending'}
        sx={{ justifySelf: 'start' }}
      >
        {t('booking.engine.contact.send')}
      </Button>
    </Box>
  );
}
