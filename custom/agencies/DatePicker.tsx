import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../src/console-logic';
import { bookableDatesPath } from './agencyCalls';
import type { BookableDate } from './agencyTypes';
import { useApiGet } from '../../src/console';

export const dateName = (date: BookableDate) => `${date.titel}: ${formatDate(date.beginn)} – ${formatDate(date.ende)}`;

/** A date to book, soonest first, found by typing the journey's title or number; with its free seats. */
export function DatePicker({
  value,
  onChange,
  error,
}: {
  value: BookableDate | null;
  onChange: (date: BookableDate | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const { answer, loading, error: failed } = useApiGet<{ data: BookableDate[] }>(bookableDatesPath(typed));
  return (
    <Autocomplete
      options={answer?.data ?? []}
      value={value}
      onChange={(_event, date) => onChange(date)}
      onInputChange={(_event, text, reason) => setTyped(reason === 'input' ? text : '')}
      isOptionEqualToValue={(option, chosen) => option.termin === chosen.termin}
      getOptionLabel={dateName}
      renderOption={({ key, ...props }, date) => (
        <li key={key} {...props}>
          {dateName(date)} · {t('agencies.booking.free', { seats: date.frei })}
        </li>
      )}
      filterOptions={(found) => found}
      loading={loading}
      loadingText={t('form.reference.loading')}
      noOptionsText={failed ?? t('agencies.booking.noDates')}
      renderInput={(params) => (
        <TextField {...params} required label={t('agencies.booking.date')} error={!!error} helperText={error} />
      )}
    />
  );
}
