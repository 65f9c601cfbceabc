import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useWidgetField } from '../hooks/useWidgetField';
import { EMPTY_INPUT, INVALID_DATE } from '../model/codecs';
import { PickerLocalization } from './PickerLocalization';
import type { WidgetProps } from './types';

/** Spec 1 §9: dates shown DD.MM.YYYY; the API stores YYYY-MM-DD. */
export const DATE_FORMAT = 'DD.MM.YYYY';
const STORED_FORMAT = 'YYYY-MM-DD';

function DateWidgetPicker({ field, name, label }: WidgetProps) {
  const { input, error } = useWidgetField(name);
  // The picker keeps a half-typed date only when it gets the same unreadable value back.
  const [unreadable, setUnreadable] = useState<Dayjs | null>(null);
  const stored = String(input.value ?? EMPTY_INPUT);
  const value = stored === INVALID_DATE ? unreadable : stored ? dayjs(stored) : null;
  return (
    <DatePicker
      label={label}
      format={DATE_FORMAT}
      value={value}
      onChange={(next) => {
        if (next && !next.isValid()) {
          setUnreadable(next);
          input.onChange(INVALID_DATE);
        } else {
          input.onChange(next ? next.format(STORED_FORMAT) : EMPTY_INPUT);
        }
      }}
      inputRef={input.ref}
      slotProps={{
        textField: {
          fullWidth: true,
          name: input.name,
          required: field.required,
          onBlur: input.onBlur,
          error: error !== undefined,
          helperText: error,
        },
      }}
    />
  );
}

export default function DateWidget(props: WidgetProps) {
  return (
    <PickerLocalization>
      <DateWidgetPicker {...props} />
    </PickerLocalization>
  );
}
