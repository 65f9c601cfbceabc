import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReferenceOptions, type ReferenceOption } from '../../form/hooks/useReferenceOptions';
import type { ReferenceTarget } from '../../form/model/referenceTarget';
import { WIDTH, type FilterInputProps } from './filterInputProps';

const ID = /^\d{1,16}$/;

/**
 * A reference column's filter: a record of the referenced resource, found by typing its name.
 * The URL keeps its id; the input shows its name again, fetched if need be.
 */
export default function ReferenceFilter({
  id,
  label,
  text,
  onChange,
  error,
  describedBy,
  target,
}: FilterInputProps & { target: ReferenceTarget }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const chosen = ID.test(text.trim()) ? Number(text.trim()) : undefined;
  const { options, chosenOption, isLoading, failed } = useReferenceOptions(target, typed, chosen);
  return (
    <Autocomplete
      id={id}
      size="small"
      options={options}
      value={chosenOption ?? null}
      onChange={(_event, option) => onChange(option ? String(option.id) : '')}
      onInputChange={(_event, input, reason) => setTyped(reason === 'input' ? input : '')}
      isOptionEqualToValue={(option: ReferenceOption, value: ReferenceOption) => option.id === value.id}
      getOptionLabel={(option: ReferenceOption) => option.label}
      // The server searched already.
      filterOptions={(found) => found}
      loading={isLoading}
      loadingText={t('form.reference.loading')}
      noOptionsText={t(failed ? 'form.reference.failed' : 'form.reference.none')}
      sx={{ width: WIDTH }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={error !== undefined}
          helperText={error}
          slotProps={{ htmlInput: { ...params.inputProps, 'aria-describedby': describedBy } }}
        />
      )}
    />
  );
}
