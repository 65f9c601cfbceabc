import Autocomplete from '@mui/material/Autocomplete';
import { useMemo } from 'react';
import { registry } from '../../../registry/registry';
import { useWidgetField } from '../hooks/useWidgetField';
import { EMPTY_INPUT } from '../model/codecs';
import { referenceTarget, type ReferenceTarget } from '../model/referenceTarget';
import { NumberWidget } from './NumberWidget';
import type { WidgetProps } from './types';
import { useReferenceAutocomplete } from './useReferenceAutocomplete';

function ReferenceInput({ field, name, label, target }: WidgetProps & { target: ReferenceTarget }) {
  const { input: value } = useWidgetField(name);
  const chosen = value.value === EMPTY_INPUT || value.value === null ? undefined : Number(value.value);
  const { input, chosenOption, shared } = useReferenceAutocomplete({ field, name, label, target, chosen });
  return (
    <Autocomplete
      {...shared}
      value={chosenOption ?? null}
      onChange={(_event, option) => input.onChange(option ? option.id : EMPTY_INPUT)}
    />
  );
}

/**
 * A record of the referenced entity (x-ref), found by typing its name: no free number can be
 * entered. A reference inside an object or a row has no references call of its own: its id is entered.
 */
export function ReferenceWidget(props: WidgetProps) {
  const { resource, field } = props;
  const target = useMemo(() => referenceTarget(registry, resource, field.name), [resource, field.name]);
  return target ? <ReferenceInput {...props} target={target} /> : <NumberWidget {...props} />;
}
