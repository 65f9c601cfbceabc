import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registry } from '../../../registry/registry';
import { useReferenceOptions } from '../hooks/useReferenceOptions';
import { useWidgetField } from '../hooks/useWidgetField';
import { EMPTY_INPUT } from '../model/codecs';
import { referenceTarget, type ReferenceTarget } from '../model/referenceTarget';
import { NumberWidget } from './NumberWidget';
import type { WidgetProps } from './types';

function ReferenceInput({ field, name, label, target }: WidgetProps & { target: ReferenceTarget }) {
  const { t } = useTranslation();
  const { input, error } = useWidgetField(name);
  const [typed, setTyped] = useState('');
  const chosen = input.value === EMPTY_INPUT || input.value === null ? undefined : Number(input.value);
  const { options, chosenOption, isLoading, failed } = useReferenceOptions(target, typed, chosen);
  return (
    <Autocomplete
      options={options}
      value={chosenOption ?? null}
      onChange={(_event, option) => input.onChange(option ? option.id : EMPTY_INPUT)}
      onInputChange={(_event, text, reason) => setTyped(reason === 'input' ? text : '')}
      onBlur={input.onBlur}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      getOptionLabel={(option) => option.label}
      // The server searched already.
      filterOptions={(found) => found}
      loading={isLoading}
      loadingText={t('form.reference.loading')}
      noOptionsText={t(failed ? 'form.reference.failed' : 'form.reference.none')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={input.name}
          required={field.required}
          inputRef={input.ref}
          error={error !== undefined}
          helperText={error}
        />
      )}
    />
  );
}

/**
 * A record of the referenced entity (x-ref), found by typing; a reference to an entity no
 * resource serves is entered as its id.
 */
export function ReferenceWidget(props: WidgetProps) {
  const entity = props.field.ref?.entity;
  const target = useMemo(() => (entity ? referenceTarget(registry, entity) : undefined), [entity]);
  return target ? <ReferenceInput {...props} target={target} /> : <NumberWidget {...props} />;
}
