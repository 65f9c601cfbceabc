import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationType } from '../../domain/app/translatable-fields';
import { useApiGet } from '../../src/console';
import type { TranslatableRecord } from './translationDraft';

/** A record of the type, found by typing part of its name. */
export function RecordPicker({
  type,
  value,
  onChange,
}: {
  type: TranslationType;
  value: TranslatableRecord | null;
  onChange: (record: TranslatableRecord | null) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const { answer, loading, error } = useApiGet<{ data: TranslatableRecord[] }>(
    `/translations_type/${type}?q=${encodeURIComponent(typed)}`,
  );
  return (
    <Autocomplete
      sx={{ flex: 2, minWidth: 280 }}
      options={answer?.data ?? []}
      value={value}
      onChange={(_event, record) => onChange(record)}
      onInputChange={(_event, text, reason) => setTyped(reason === 'input' ? text : '')}
      isOptionEqualToValue={(option, chosen) => option.type_id === chosen.type_id}
      getOptionLabel={(record) => record.label}
      getOptionKey={(record) => record.type_id}
      filterOptions={(found) => found}
      loading={loading}
      loadingText={t('form.reference.loading')}
      noOptionsText={error ?? t('app.translations.noRecords')}
      renderInput={(params) => <TextField {...params} label={t('app.translations.record')} />}
    />
  );
}
