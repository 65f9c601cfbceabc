import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import {
  type CustomPageProps,
  DetailSection,
  ErrorPage,
  errorMessage,
  FullScreenSpinner,
  useAreaTranslation,
  useResourceLabels,
  useApiGet,
} from '../../src/console';
import { PROFILE_PATH, saveProfile } from './agencyCalls';
import type { Agency } from './agencyTypes';
import { fieldMessages, NO_MESSAGES } from './fieldMessages';
import { AGENCYADMIN_FIELDS, PROFILE_FIELDS, profileChanges, profileInputs, type ProfileField } from './profileForm';
import { useAgencyRights } from './useAgencyRights';

const COUNTRIES = ['DE', 'AT', 'CH', 'IT', 'NL', 'BE'] as const;

/**
 * `/agencies/myProfile`: the user's own agency, changed with agencydata-update; the commission rate
 * and the Ratio number only with agencyadmin-update (the server refuses them otherwise, too).
 */
export default function AgencyProfilePage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const rights = useAgencyRights();
  const { answer, loading, error } = useApiGet<{ data: Agency | null }>(PROFILE_PATH);
  if (loading || rights.loading) return <FullScreenSpinner />;
  if (error) return <ErrorPage status={500} details={error} />;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('agencies.profile.title')}
      </Typography>
      {answer?.data ? (
        <ProfileForm
          key={answer.data.id_agency}
          resource={resource}
          agency={answer.data}
          mayEdit={rights.holds('agencydata-update')}
          mayEditTerms={rights.holds('agencyadmin-update')}
        />
      ) : (
        <Typography>{t('agencies.noAgency')}</Typography>
      )}
    </Stack>
  );
}

function ProfileForm({
  resource,
  agency: loaded,
  mayEdit,
  mayEditTerms,
}: {
  resource: CustomPageProps['resource'];
  agency: Agency;
  mayEdit: boolean;
  mayEditTerms: boolean;
}) {
  const { t } = useAreaTranslation(resource);
  const labels = useResourceLabels(resource);
  const { open } = useNotification();
  const [agency, setAgency] = useState(loaded);
  const [inputs, setInputs] = useState(() => profileInputs(loaded));
  const [messages, setMessages] = useState(NO_MESSAGES);
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const writable = (field: ProfileField) => mayEdit && (mayEditTerms || !AGENCYADMIN_FIELDS.includes(field));
  const changes = profileChanges(agency, inputs, PROFILE_FIELDS.filter(writable));
  const changed = Object.keys(changes).length > 0;

  async function save() {
    setSaving(true);
    setMessages(NO_MESSAGES);
    setFailure(undefined);
    try {
      const saved = await saveProfile(changes);
      setAgency(saved);
      setInputs(profileInputs(saved));
      open?.({ type: 'success', message: t('agencies.profile.saved') });
    } catch (caught) {
      const placed = fieldMessages(caught, PROFILE_FIELDS);
      setMessages(placed);
      if (placed.unplaced) setFailure(errorMessage(caught, t));
    } finally {
      setSaving(false);
    }
  }

  const input = (field: ProfileField) => {
    const message = messages.byField[field];
    return (
      <TextField
        key={field}
        label={labels.field(field)}
        value={inputs[field]}
        onChange={(event) => setInputs((current) => ({ ...current, [field]: event.target.value }))}
        disabled={!writable(field)}
        required={field === 'name' || field === 'country'}
        error={message !== undefined}
        helperText={message ? t(message.key, { ...message.params, defaultValue: message.key }) : undefined}
        select={field === 'country'}
        fullWidth
      >
        {field === 'country'
          ? COUNTRIES.map((country) => (
              <MenuItem key={country} value={country}>
                {labels.enumValue('country', country)}
              </MenuItem>
            ))
          : undefined}
      </TextField>
    );
  };

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {!mayEdit && <Alert severity="info">{t('agencies.profile.readOnly')}</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
      <DetailSection title={t('agencies.profile.address')}>
        <Stack spacing={2}>{(['name', 'street', 'zip', 'city', 'country'] as const).map(input)}</Stack>
      </DetailSection>
      <DetailSection title={t('agencies.profile.contact')}>
        <Stack spacing={2}>{(['contact_person', 'phone', 'email', 'cancellation_email'] as const).map(input)}</Stack>
      </DetailSection>
      <DetailSection title={t('agencies.profile.terms')}>
        <Stack spacing={2}>
          {mayEdit && !mayEditTerms && (
            <Typography color="text.secondary">{t('agencies.profile.termsNote')}</Typography>
          )}
          {AGENCYADMIN_FIELDS.map(input)}
        </Stack>
      </DetailSection>
      {mayEdit && (
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={!changed || saving}>
            {t('agencies.profile.save')}
          </Button>
          <Button disabled={!changed || saving} onClick={() => setInputs(profileInputs(agency))}>
            {t('agencies.profile.reset')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
