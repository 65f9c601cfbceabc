import TextField from '@mui/material/TextField';
import type { FieldDefinition, ResourceDefinition } from '../../../registry/types';
import { useReferenceText } from '../references/useReferenceText';
import { useFieldNames } from './hooks/useFieldLabels';
import { useValueText } from './hooks/useValueText';

interface ReadOnlyFieldProps {
  resource: ResourceDefinition;
  field: FieldDefinition;
  value: unknown;
}

/** A value the server keeps (created, updated, version, last login): shown, never sent; a reference by its name. */
export function ReadOnlyField({ resource, field, value }: ReadOnlyFieldProps) {
  const fieldName = useFieldNames(resource);
  const text = useValueText(resource);
  const reference = useReferenceText(resource, field.name, value);
  return (
    <TextField
      fullWidth
      size="small"
      variant="filled"
      label={fieldName(field.name)}
      value={reference ?? text(field.name, value)}
      slotProps={{ input: { readOnly: true } }}
    />
  );
}
