import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useWidgetField } from '../hooks/useWidgetField';
import { formatMoney, parseMoney } from '../model/money';
import type { WidgetProps } from './types';

/** An amount in euro, typed in German format (`1.234,50`) and tidied to two decimals on leaving it. */
export function MoneyWidget({ field, name, label }: WidgetProps) {
  const { input, error } = useWidgetField(name);
  const tidy = () => {
    const amount = parseMoney(String(input.value ?? ''));
    if (amount !== undefined && formatMoney(amount) !== input.value) input.onChange(formatMoney(amount));
    input.onBlur();
  };
  return (
    <TextField
      fullWidth
      label={label}
      required={field.required}
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={tidy}
      inputRef={input.ref}
      error={error !== undefined}
      helperText={error}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
      }}
    />
  );
}
