import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useWidgetField } from '../hooks/useWidgetField';
import type { WidgetProps } from './types';

export function SwitchWidget({ name, label }: WidgetProps) {
  const { input, error } = useWidgetField(name);
  return (
    <FormControl error={error !== undefined}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            name={input.name}
            checked={input.value === true}
            onChange={(event) => input.onChange(event.target.checked)}
            onBlur={input.onBlur}
            inputRef={input.ref}
          />
        }
      />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
