import Autocomplete from '@mui/material/Autocomplete';
import { useMemo } from 'react';
import { registry } from '../../../registry/registry';
import { labelOrId } from '../../references/referenceApi';
import { useReferenceLabels } from '../../references/useReferenceLabels';
import type { ReferenceOption } from '../hooks/useReferenceOptions';
import { referenceTarget, type ReferenceTarget } from '../model/referenceTarget';
import { JsonWidget } from './JsonWidget';
import type { WidgetProps } from './types';
import { useReferenceAutocomplete } from './useReferenceAutocomplete';

function ReferencesInput({ field, name, label, target }: WidgetProps & { target: ReferenceTarget }) {
  const { input, options, shared } = useReferenceAutocomplete({ field, name, label, target });
  const chosen = useMemo(() => (Array.isArray(input.value) ? (input.value as number[]) : []), [input.value]);
  const { names } = useReferenceLabels(target, chosen);
  const chosenOptions = chosen.map<ReferenceOption>(
    (id) => options.find((option) => option.id === id) ?? { id, label: labelOrId(names, id) },
  );
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
 * and shown as chips; such a list inside an object or a row is edited as JSON.
 */
export function ReferencesWidget(props: WidgetProps) {
  const { resource, field } = props;
  const target = useMemo(() => referenceTarget(registry, resource, field.name), [resource, field.name]);
  return target ? <ReferencesInput {...props} target={target} /> : <JsonWidget {...props} />;
}
