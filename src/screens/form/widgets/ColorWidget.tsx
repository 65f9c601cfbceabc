import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { usePalette } from '../../../startup/useStartupData';
import { useTranslation } from 'react-i18next';
import { useWidgetField } from '../hooks/useWidgetField';
import type { WidgetProps } from './types';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * A colour as hex text (`#004a69`), with a swatch that opens the system's colour picker and the
 * settings' palette to pick from.
 */
export function ColorWidget({ field, name, label }: WidgetProps) {
  const { t } = useTranslation();
  const { input, error } = useWidgetField(name);
  const color = String(input.value ?? '');
  const palette = usePalette();
  const swatch = (
    <InputAdornment position="start">
      <input
        type="color"
        aria-label={t('form.color.pick', { field: label })}
        value={HEX_COLOR.test(color) ? color.toLowerCase() : '#000000'}
        onChange={(event) => input.onChange(event.target.value)}
        style={{ width: 32, height: 32, padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
      />
    </InputAdornment>
  );
  const textField = (
    <TextField
      fullWidth
      label={label}
      required={field.required}
      name={input.name}
      value={color}
      onChange={input.onChange}
      onBlur={input.onBlur}
      inputRef={input.ref}
      error={error !== undefined}
      helperText={error}
      placeholder="#000000"
      slotProps={{ input: { startAdornment: swatch }, htmlInput: { maxLength: field.schema.maxLength } }}
    />
  );
  if (palette.length === 0) return textField;
  return (
    <Box>
      {textField}
      <Box
        role="group"
        aria-label={t('form.color.palette')}
        sx={{ display: 'flex', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}
      >
        {palette.map((colour) => (
          <ButtonBase
            key={colour}
            aria-label={colour}
            aria-pressed={colour.toLowerCase() === color.toLowerCase()}
            onClick={() => input.onChange(colour)}
            sx={{
              width: 24,
              height: 24,
              borderRadius: '50%',
              bgcolor: colour,
              outline: colour.toLowerCase() === color.toLowerCase() ? '2px solid' : 'none',
              outlineColor: 'text.primary',
              outlineOffset: 2,
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
