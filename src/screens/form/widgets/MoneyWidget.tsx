import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useWatch } from 'react-hook-form';
import type { FieldDefinition } from '../../../../registry/types';
import { isPercentOn } from '../../format';
import { useWidgetField } from '../hooks/useWidgetField';
import { formatMoney, parseMoney } from '../model/money';
import type { WidgetProps } from './types';

/** `%` where the form's values make the amount a percentage (`x-ui.percentWhen`: a percentage voucher), else `€`. */
function useUnit(field: FieldDefinition, name: string): string {
  const conditions = Object.keys(field.percentWhen ?? {});
  const prefix = name.slice(0, name.lastIndexOf('.') + 1);
  const values = useWatch({
    name: conditions.map((condition) => prefix + condition),
    disabled: conditions.length === 0,
  });
  const record = Object.fromEntries(conditions.map((condition, index) => [condition, (values as unknown[])[index]]));
  return isPercentOn(field, record) ? '%' : '€';
}

/** An amount in euro (or a percentage), typed in German format (`1.234,50`) and tidied to two decimals on leaving it. */
export function MoneyWidget({ field, name, label }: WidgetProps) {
  const { input, error } = useWidgetField(name);
  const unit = useUnit(field, name);
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
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
      }}
    />
  );
}
