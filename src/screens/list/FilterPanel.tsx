import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterInputs } from './useFilterInputs';

interface FilterPanelProps {
  id: string;
  inputs: FilterInputs;
  label: (field: string) => string;
  filtered: boolean;
  onClear: () => void;
}

/** One input per filterable column, read by the prefix convention; an invalid input says why under it. */
export function FilterPanel({ id, inputs, label, filtered, onClear }: FilterPanelProps) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <Stack id={id} component="section" aria-label={t('list.filter.title')} spacing={1.5}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {inputs.fields.map((field) => {
          const error = inputs.errors[field.name];
          const inputId = `${id}-${field.name}`;
          return (
            <TextField
              key={field.name}
              id={inputId}
              size="small"
              label={label(field.name)}
              value={inputs.texts[field.name] ?? ''}
              onChange={(event) => inputs.change(field.name, event.target.value)}
              error={error !== undefined}
              helperText={error ? t(error) : undefined}
              // MUI names the helper text `<id>-helper-text`; the hint on the syntax describes every input.
              slotProps={{ htmlInput: { 'aria-describedby': error ? `${inputId}-helper-text ${hintId}` : hintId } }}
              sx={{ width: 200 }}
            />
          );
        })}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={hintId} variant="caption" color="text.secondary">
          {t('list.filter.hint')}
        </Typography>
        <Button size="small" onClick={onClear} disabled={!filtered}>
          {t('list.filter.clear')}
        </Button>
      </Stack>
    </Stack>
  );
}
