import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMany } from '@refinedev/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registry } from '../../../registry/registry';
import { useReferenceOptions, type ReferenceOption } from '../hooks/useReferenceOptions';
import { useWidgetField } from '../hooks/useWidgetField';
import { recordLabel, referenceTarget, type ReferenceTarget } from '../model/referenceTarget';
import { JsonWidget } from './JsonWidget';
import type { WidgetProps } from './types';

function ReferencesInput({ field, name, label, target }: WidgetProps & { target: ReferenceTarget }) {
  const { t } = useTranslation();
  const { input, error } = useWidgetField(name);
  const [typed, setTyped] = useState('');
  const chosen = useMemo(() => (Array.isArray(input.value) ? (input.value as number[]) : []), [input.value]);
  const { options, isLoading, failed } = useReferenceOptions(target, typed, undefined);
  const { result } = useMany({
    resource: target.resource.name,
    ids: chosen,
    queryOptions: { enabled: chosen.length > 0 },
  });
  const idField = target.resource.entity.idField;
  const chosenOptions = chosen.map<ReferenceOption>((id) => {
    const record = result.data.find((candidate) => Number(candidate[idField]) === id);
    return (
      options.find((option) => option.id === id) ?? { id, label: record ? recordLabel(target, record) : String(id) }
    );
  });
  return (
    <Autocomplete
      multiple
      options={options}
      value={chosenOptions}
      onChange={(_event, picked) => input.onChange(picked.map((option) => option.id))}
      onInputChange={(_event, text, reason) => setTyped(reason === 'input' ? text : '')}
      onBlur={input.onBlur}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      getOptionLabel={(option) => option.label}
      filterOptions={(found) => found}
      filterSelectedOptions
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
 * Several records of the referenced entity (an array whose items carry x-ref), found by typing
 * and shown as chips; ids of an entity no resource serves are edited as a JSON list.
 */
export function ReferencesWidget(props: WidgetProps) {
  const entity = props.field.schema.items?.['x-ref'];
  const named = typeof entity === 'string' ? entity : undefined;
  const target = useMemo(() => (named ? referenceTarget(registry, named) : undefined), [named]);
  return target ? <ReferencesInput {...props} target={target} /> : <JsonWidget {...props} />;
}
