import Autocomplete from '@mui/material/Autocomplete';
import { useMany } from '@refinedev/core';
import { useMemo } from 'react';
import { registry } from '../../../registry/registry';
import type { ReferenceOption } from '../hooks/useReferenceOptions';
import { recordLabel, referenceTarget, type ReferenceTarget } from '../model/referenceTarget';
import { JsonWidget } from './JsonWidget';
import type { WidgetProps } from './types';
import { useReferenceAutocomplete } from './useReferenceAutocomplete';

function ReferencesInput({ field, name, label, target }: WidgetProps & { target: ReferenceTarget }) {
  const { input, options, shared } = useReferenceAutocomplete({ field, name, label, target });
  const chosen = useMemo(() => (Array.isArray(input.value) ? (input.value as number[]) : []), [input.value]);
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
      {...shared}
      multiple
      filterSelectedOptions
      value={chosenOptions}
      onChange={(_event, picked) => input.onChange(picked.map((option) => option.id))}
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
