import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ContactInput } from '../../../domain/booking/engine-api';
import { SalutationInput } from '../components/SalutationInput';
import { StepFrame } from '../components/StepFrame';
import { TextInput } from '../components/TextInput';
import { useBookingFlow } from '../hooks/useBookingFlow';
import { useEngineSite } from '../hooks/useEngineSite';

type ContactTextField = Exclude<keyof ContactInput, 'salutation'>;

const FIELDS: { field: ContactTextField; key: string; type?: string; autoComplete: string; optional?: true }[] = [
  { field: 'first_name', key: 'booking.engine.person.firstName', autoComplete: 'given-name' },
  { field: 'last_name', key: 'booking.engine.person.lastName', autoComplete: 'family-name' },
  { field: 'street', key: 'booking.engine.contactPerson.street', autoComplete: 'street-address' },
  { field: 'zip', key: 'booking.engine.contactPerson.zip', autoComplete: 'postal-code' },
  { field: 'city', key: 'booking.engine.contactPerson.city', autoComplete: 'address-level2' },
  { field: 'country', key: 'booking.engine.contactPerson.country', autoComplete: 'country' },
  { field: 'email', key: 'booking.engine.contactPerson.email', type: 'email', autoComplete: 'email' },
  { field: 'phone', key: 'booking.engine.contactPerson.phone', type: 'tel', autoComplete: 'tel', optional: true },
];

/** Step 3: the contact person, who gets the confirmation, and the payment method. */
export function ContactStep() {
  const { t } = useTranslation();
  const { draft, change, errors } = useBookingFlow();
  const { settings } = useEngineSite();
  const set = (values: Partial<ContactInput>) => change({ type: 'contact', values });
  return (
    <StepFrame step="contact" title={t('booking.engine.contactPerson.title')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SalutationInput
          value={draft.contact.salutation}
          onValue={(salutation) => set({ salutation })}
          refused={errors['contact/salutation']}
        />
        {FIELDS.map(({ field, key, type, autoComplete, optional }) => (
          <TextInput
            key={field}
            required={!optional}
            type={type}
            label={t(key)}
            value={draft.contact[field]}
            onValue={(value) =>
              set({ [field]: field === 'phone' ? value || null : field === 'country' ? value.toUpperCase() : value })
            }
            refused={errors[`contact/${field}`]}
            autoComplete={autoComplete}
            maxLength={field === 'country' ? 2 : undefined}
            helperText={field === 'country' ? t('booking.engine.contactPerson.countryHint') : undefined}
          />
        ))}
      </Box>
      <section>
        <Typography component="h2" variant="h6">
          {t('booking.engine.contactPerson.payment')}
        </Typography>
        <RadioGroup
          aria-label={t('booking.engine.contactPerson.payment')}
          value={draft.payment_method ?? ''}
          onChange={(event) =>
            change({ type: 'paymentMethod', method: event.target.value as (typeof settings.payment_methods)[number] })
          }
        >
          {settings.payment_methods.map((method) => (
            <FormControlLabel
              key={method}
              value={method}
              control={<Radio />}
              label={t(`booking.entities.online-booking.enums.payment_method.${method}`)}
            />
          ))}
        </RadioGroup>
        {errors.payment_method && (
          <Typography color="error" role="alert">
            {t(errors.payment_method.key)}
          </Typography>
        )}
      </section>
    </StepFrame>
  );
}
