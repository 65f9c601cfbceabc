import TextField from '@mui/material/TextField';
import type { FieldDefinition, ResourceDefinition } from '../../../registry/types';
import { useFieldNames } from './hooks/useFieldLabels';
import { useValueText } from './hooks/useValueText';

interface ReadOnlyFieldProps {
  resource: ResourceDefinition;
  field: FieldDefinition;
  value: unknown;
}

/** A value the server keeps (created, updated, version, last login): shown, never sent. */
export function ReadOnlyField({ resource, field, value }: ReadOnlyFieldProps) {
  const fieldName = useFieldNames(resource);
  const text = useValueText(resource);
  return (
    <TextField
      fullWidth
      size="small"
      variant="filled"
      label={fieldName(field.name)}
      value={text(field.name, value)}
      slotProps={{ input: { readOnly: true } }}
    />
  );
}
