import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { WIDTH, type FilterInputProps } from './filterInputProps';

const ANY = '';
/** The API reads 1 and 0 as well. */
const shown = (text: string) => ({ '1': 'true', '0': 'false' })[text.trim()] ?? text.trim();

/** A yes / no column's filter: yes, no, or any. */
export function BooleanFilter({ id, label, text, onChange, error, describedBy }: FilterInputProps) {
  const { t } = useTranslation();
  const value = shown(text);
  const choices = [
    [ANY, t('list.filter.any')],
    ['true', t('list.yes')],
    ['false', t('list.no')],
  ];
  return (
    <TextField
      select
      id={id}
      size="small"
      label={label}
      // A value the URL holds that is none of the choices shows as any, with the error under it.
      value={choices.some(([choice]) => choice === value) ? value : ANY}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true, // Named by its label alone: MUI adds the shown value, which the combobox announces anyway.
          SelectDisplayProps: { 'aria-labelledby': `${id}-label`, 'aria-describedby': describedBy },
        },
      }}
      sx={{ width: WIDTH }}
    >
      {choices.map(([choice, name]) => (
        <MenuItem key={choice} value={choice}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
