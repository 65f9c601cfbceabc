import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listSearchPath, type ChosenList } from './importCalls';
import { useApiGet } from '../../src/console';

/** The contact list to import into, found by typing its name; a locked one cannot be chosen. */
export function ListChooser({
  value,
  onChange,
}: {
  value: ChosenList | null;
  onChange: (list: ChosenList | null) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const { answer, loading, error } = useApiGet<{ data: ChosenList[] }>(listSearchPath(typed));
  return (
    <Autocomplete
      sx={{ maxWidth: 420 }}
      options={answer?.data ?? []}
      value={value}
      onChange={(_event, list) => onChange(list)}
      onInputChange={(_event, text, reason) => setTyped(reason === 'input' ? text : '')}
      isOptionEqualToValue={(option, chosen) => option.id_nl_contactslist === chosen.id_nl_contactslist}
      getOptionLabel={(list) => list.name}
      getOptionDisabled={(list) => list.locked}
      filterOptions={(found) => found}
      loading={loading}
      loadingText={t('form.reference.loading')}
      noOptionsText={error ?? t('form.reference.none')}
      renderInput={(params) => <TextField {...params} label={t('newsletter.import.list')} />}
    />
  );
}
