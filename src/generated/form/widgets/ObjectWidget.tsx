import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { get, type FieldError, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../FormField';
import { nestedFields } from '../model/fieldKinds';
import type { WidgetProps } from './types';

/** An object with declared properties: its fields together in a fieldset. */
export function ObjectWidget({ resource, field, name, schemaPath, label, editing }: WidgetProps) {
  const { t } = useTranslation();
  const { errors } = useFormState({ name });
  const properties = useMemo(() => nestedFields(field), [field]);
  const problem = (get(errors, `${name}.root`) as FieldError | undefined)?.message;
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 2, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      <Stack spacing={2}>
        {properties.map((property) => (
          <FormField
            key={property.name}
            resource={resource}
            field={property}
            name={`${name}.${property.name}`}
            schemaPath={`${schemaPath}.${property.name}`}
            editing={editing}
          />
        ))}
        {problem && <FormHelperText error>{t(problem)}</FormHelperText>}
      </Stack>
    </Box>
  );
}
