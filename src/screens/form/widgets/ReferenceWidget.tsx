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
 * A record of the referenced entity (x-ref), found by typing; a reference to an entity no
 * resource serves is entered as its id.
 */
export function ReferenceWidget(props: WidgetProps) {
  const entity = props.field.ref?.entity;
  const source = props.field.source;
  const target = useMemo(() => (entity ? referenceTarget(registry, entity, source) : undefined), [entity, source]);
  return target ? <ReferenceInput {...props} target={target} /> : <NumberWidget {...props} />;
}
