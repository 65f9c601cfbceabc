import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import {
  apiRequest,
  type CustomPageProps,
  ErrorPage,
  errorMessage,
  FullScreenSpinner,
  useApiGet,
  useAreaTranslation,
} from '../../src/console';
import { PhoneVerification } from './PhoneVerification';

const TEXT_FIELDS = ['firstname', 'lastname', 'street', 'number', 'zip', 'city', 'mobile'] as const;
const CHOICES = { salutation: [0, 1, 2], title: [0, 1, 2, 3] } as const;

interface Profile {
  email: string;
  salutation: number | null;
  title: number | null;
  birthday: string | null;
  emails: { type: number; address: string }[];
  phones: { type: number; number: string }[];
  [field: string]: unknown;
}

type Inputs = Record<string, string>;
const inputsOf = (profile: Profile): Inputs =>
  Object.fromEntries(
    [...TEXT_FIELDS, 'birthday', 'salutation', 'title'].map((field) => [field, String(profile[field] ?? '')]),
  );
/** The inputs as the profile call takes them: empty is null, choices are numbers. */
const changesOf = (inputs: Inputs, profile: Profile) =>
  Object.fromEntries(
    Object.entries(inputs)
      .filter(([field, value]) => value !== String(profile[field] ?? ''))
      .map(([field, value]) => [field, value === '' ? null : field in CHOICES ? Number(value) : value]),
  );

/** `/appuser/myProfile`: the signed-in user's person, address and contact, changed with myprofile-update. */
export default function ProfilePage({ resource, screen }: CustomPageProps) {
  const { t } = useAreaTranslation(resource, ['users']);
  const { answer, loading, error } = useApiGet<Profile>('/appuser/profile');
  if (loading) return <FullScreenSpinner />;
  if (error || !answer) return <ErrorPage status={500} details={error} />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="h5" component="h1">
        {t('menu.myProfile')}
      </Typography>
      <ProfileForm resource={resource} screen={screen} loaded={answer} />
    </Stack>
  );
}

function ProfileForm({ resource, loaded }: CustomPageProps & { loaded: Profile }) {
  const { t } = useAreaTranslation(resource, ['users']);
  const { open } = useNotification();
  const [profile, setProfile] = useState(loaded);
  const [inputs, setInputs] = useState(() => inputsOf(loaded));
  const [saving, setSaving] = useState(false);
  const label = (field: string) => t(`users.entities.user.fields.${field}`);
  const changes = changesOf(inputs, profile);
  const set = (field: string) => (event: { target: { value: string } }) =>
    setInputs((current) => ({ ...current, [field]: event.target.value }));

  async function save() {
    setSaving(true);
    try {
      const saved = await apiRequest<Profile>('/appuser/profile', { method: 'PATCH', body: changes });
      setProfile(saved);
      setInputs(inputsOf(saved));
      open?.({ type: 'success', message: t('form.saved') });
    } catch (failure) {
      open?.({ type: 'error', message: errorMessage(failure, t) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField label={label('email')} value={profile.email} disabled />
      {(Object.keys(CHOICES) as (keyof typeof CHOICES)[]).map((field) => (
        <TextField key={field} select label={label(field)} value={inputs[field]} onChange={set(field)}>
          <MenuItem value="">–</MenuItem>
          {CHOICES[field].map((value) => (
            <MenuItem key={value} value={String(value)}>
              {t(`users.entities.user.enums.${field}.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      ))}
      <TextField
        type="date"
        label={label('birthday')}
        value={inputs.birthday}
        onChange={set('birthday')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {TEXT_FIELDS.map((field) => (
        <TextField key={field} label={label(field)} value={inputs[field]} onChange={set(field)} />
      ))}
      <PhoneVerification />
      {profile.emails.length > 0 && (
        <Typography>
          {label('emails')}: {profile.emails.map((each) => each.address).join(', ')}
        </Typography>
      )}
      {profile.phones.length > 0 && (
        <Typography>
          {label('phones')}: {profile.phones.map((each) => each.number).join(', ')}
        </Typography>
      )}
      <Button type="submit" variant="contained" disabled={saving || Object.keys(changes).length === 0}>
        {t('form.save')}
      </Button>
    </Stack>
  );
}
