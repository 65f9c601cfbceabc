import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDefinition } from '../../../../registry/types';
import { useReferenceOptions, type ReferenceOption } from '../hooks/useReferenceOptions';
import { useWidgetField } from '../hooks/useWidgetField';
import type { ReferenceTarget } from '../model/referenceTarget';

interface ReferenceAutocompleteOptions {
  field: FieldDefinition;
  name: string;
  label: string;
  target: ReferenceTarget;
  /** The chosen record, whose name is fetched when it is not among the options. */
  chosen?: number;
}

/**
 * What a type-ahead over another entity's records needs, for one reference or a list of them:
 * the form input, the options the server found for what is typed, and the Autocomplete props both share.
 */
export function useReferenceAutocomplete({ field, name, label, target, chosen }: ReferenceAutocompleteOptions) {
  const { t } = useTranslation();
  const { input, error } = useWidgetField(name);
  const [typed, setTyped] = useState('');
  const { options, chosenOption, isLoading, failed } = useReferenceOptions(target, typed, chosen);
  const shared = {
    options,
    onInputChange: (_event: unknown, text: string, reason: string) => setTyped(reason === 'input' ? text : ''),
    onBlur: input.onBlur,
    isOptionEqualToValue: (option: ReferenceOption, value: ReferenceOption) => option.id === value.id,
    getOptionLabel: (option: ReferenceOption) => option.label,
    // The server searched already.
    filterOptions: (found: ReferenceOption[]) => found,
    loading: isLoading,
    loadingText: t('form.reference.loading'),
    noOptionsText: t(failed ? 'form.reference.failed' : 'form.reference.none'),
    renderInput: (params: object) => (
      <TextField
        {...params}
        label={label}
        name={input.name}
        required={field.required}
        inputRef={input.ref}
        error={error !== undefined}
        helperText={error}
      />
    ),
  };
  return { input, options, chosenOption, shared };
}
