import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ElementType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownError } from '../logic/engine-errors';

/** The native select element as the input's element (InputBase passes it the options as children). */
const NativeSelect = 'select' as unknown as ElementType<InputBaseComponentProps>;

interface TextInputProps {
  label: string;
  value: string | number | null;
  onValue: (value: string) => void;
  /** The server's refusal of this field, if any. */
  refused?: ShownError;
  helperText?: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  /** A native select of these options (light, and what a phone shows best). */
  options?: ReactNode;
  multiline?: boolean;
  minRows?: number;
  maxLength?: number;
}

/**
 * An outlined text field or native select with the server's refusal as its helper text. Not MUI's
 * TextField: that one brings its menu select and popover along, too heavy for the engine's budget.
 */
export function TextInput({
  label,
  value,
  onValue,
  refused,
  helperText,
  options,
  maxLength,
  ...props
}: TextInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const help = refused ? t(refused.key, refused.params) : helperText;
  // Dates, months and selects always show a value or a placeholder: their label stays above.
  const shrink = options !== undefined || props.type === 'date' || props.type === 'month' || undefined;
  return (
    <FormControl required={props.required} error={Boolean(refused)} fullWidth>
      <InputLabel htmlFor={id} shrink={shrink}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched={shrink}
        value={value ?? ''}
        onChange={(event) => onValue(event.target.value)}
        type={props.type}
        autoComplete={props.autoComplete}
        multiline={props.multiline}
        minRows={props.minRows}
        inputComponent={options === undefined ? undefined : NativeSelect}
        inputProps={{ children: options, maxLength, 'aria-describedby': help ? `${id}-help` : undefined }}
      />
      {help && <FormHelperText id={`${id}-help`}>{help}</FormHelperText>}
    </FormControl>
  );
}
