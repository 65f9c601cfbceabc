import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../src/console';
import { searchLists, type ChosenList } from './importCalls';

/** The contact list to import into, found by typing its name. */
export function ListChooser({
  value,
  onChange,
}: {
  value: ChosenList | null;
  onChange: (list: ChosenList | null) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [options, setOptions] = useState<ChosenList[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      searchLists(typed, controller.signal)
        .then((answer) => {
          setOptions(answer.data);
          setError(undefined);
        })
        .catch((caught: unknown) => {
          if (!controller.signal.aborted) setError(errorMessage(caught, t));
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, t]);

  return (
    <Autocomplete
      sx={{ maxWidth: 420 }}
      options={options}
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
