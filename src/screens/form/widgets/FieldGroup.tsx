import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { get, type FieldError, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Fields that belong together, in a fieldset under the group's label, with the error about the group as a whole. */
export function FieldGroup({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { errors } = useFormState({ name });
  const problem = (get(errors, `${name}.root`) as FieldError | undefined)?.message;
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 2, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      <Stack spacing={2}>
        {children}
        {problem && <FormHelperText error>{t(problem)}</FormHelperText>}
      </Stack>
    </Box>
  );
}
