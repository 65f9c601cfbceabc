import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWidgetField } from '../hooks/useWidgetField';
import type { WidgetProps } from './types';

/** A password, hidden unless asked; never filled in from the server, so empty means "keep it". */
export function PasswordWidget({ field, name, label }: WidgetProps) {
  const { t } = useTranslation();
  const { textField } = useWidgetField(name);
  const [visible, setVisible] = useState(false);
  const toggle = (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        aria-label={t(visible ? 'form.password.hide' : 'form.password.show', { field: label })}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
  return (
    <TextField
      fullWidth
      type={visible ? 'text' : 'password'}
      autoComplete="new-password"
      label={label}
      required={field.required}
      {...textField}
      slotProps={{ input: { endAdornment: toggle }, htmlInput: { maxLength: field.schema.maxLength } }}
    />
  );
}
