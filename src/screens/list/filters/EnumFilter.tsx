import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { parseFilterInput } from '../../../../registry/filter-prefix';
import { WIDTH, type FilterInputProps } from './filterInputProps';

interface EnumFilterProps extends FilterInputProps {
  values: readonly string[];
  valueLabel: (value: string) => string;
}

/** The values an enum filter lists; none is any. */
function chosenValues(text: string): string[] {
  if (text.trim() === '') return [];
  const condition = parseFilterInput(text);
  if (typeof condition === 'string') return [condition];
  return '$in' in condition ? condition.$in : [];
}

/** An enum column's filter: any number of its values, by their translated labels. */
export function EnumFilter({ id, label, text, onChange, error, describedBy, values, valueLabel }: EnumFilterProps) {
  const { t } = useTranslation();
  const chosen = chosenValues(text);
  return (
    <TextField
      select
      id={id}
      size="small"
      label={label}
      value={chosen}
      onChange={(event) => {
        const next = event.target.value as unknown as string[];
        // The prefix convention lists values with commas.
        onChange(next.join(','));
      }}
      error={error !== undefined}
      helperText={error}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: () => (chosen.length === 0 ? t('list.filter.any') : chosen.map(valueLabel).join(', ')),
          // Named by its label alone: MUI adds the shown value, which the combobox announces anyway.
          SelectDisplayProps: { 'aria-labelledby': `${id}-label`, 'aria-describedby': describedBy },
        },
      }}
      sx={{ width: WIDTH }}
    >
      {values.map((value) => (
        <MenuItem key={value} value={value}>
          {valueLabel(value)}
        </MenuItem>
      ))}
    </TextField>
  );
}
