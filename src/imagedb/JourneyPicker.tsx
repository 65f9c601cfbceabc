import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registry } from '../registry/registry';
import { useReferenceOptions, type ReferenceOption } from '../screens/form/hooks/useReferenceOptions';
import { referenceTarget } from '../screens/form/model/referenceTarget';

/** The journeys a library item may name, found as every reference type-ahead finds them. */
function journeyTarget() {
  const items = registry.resource('images/library-items');
  const target = items && referenceTarget(registry, items, 'id_jrn_journey');
  if (!target) throw new Error('images/library-items has no journey reference');
  return target;
}

/** A journey found by typing its title. */
export function JourneyPicker({
  value,
  onChange,
  required = false,
}: {
  value: ReferenceOption | null;
  onChange: (option: ReferenceOption | null) => void;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const target = useMemo(() => journeyTarget(), []);
  const [typed, setTyped] = useState('');
  const { options, isLoading, failed } = useReferenceOptions(target, typed, value?.id);
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, option) => onChange(option)}
      onInputChange={(_event, text, reason) => setTyped(reason === 'input' ? text : '')}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(option) => option.label}
      filterOptions={(found) => found}
      loading={isLoading}
      loadingText={t('form.reference.loading')}
      noOptionsText={t(failed ? 'form.reference.failed' : 'form.reference.none')}
      renderInput={(params) => <TextField {...params} required={required} label={t('images.library.journey')} />}
    />
  );
}
