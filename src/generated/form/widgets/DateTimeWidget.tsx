import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useState } from 'react';
import { TIME_ZONE } from '../../../layout/formatDateTime';
import { useWidgetField } from '../hooks/useWidgetField';
import { EMPTY_INPUT, INVALID_DATE } from '../model/codecs';
import { DATE_FORMAT } from './DateWidget';
import { PickerLocalization } from './PickerLocalization';
import type { WidgetProps } from './types';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A moment to the minute, shown and picked in Europe/Berlin (spec 1 §9) and stored as an ISO time. */
function DateTimeWidgetPicker({ field, name, label }: WidgetProps) {
  const { input, error } = useWidgetField(name);
  const [unreadable, setUnreadable] = useState<Dayjs | null>(null);
  const stored = String(input.value ?? EMPTY_INPUT);
  const value = stored === INVALID_DATE ? unreadable : stored ? dayjs(stored).tz(TIME_ZONE) : null;
  return (
    <DateTimePicker
      label={label}
      format={`${DATE_FORMAT} HH:mm`}
      ampm={false}
      timezone={TIME_ZONE}
      views={['year', 'month', 'day', 'hours', 'minutes']}
      value={value}
      onChange={(next) => {
        if (next && !next.isValid()) {
          setUnreadable(next);
          input.onChange(INVALID_DATE);
        } else {
          input.onChange(next ? next.second(0).millisecond(0).toISOString() : EMPTY_INPUT);
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

export default function DateTimeWidget(props: WidgetProps) {
  return (
    <PickerLocalization>
      <DateTimeWidgetPicker {...props} />
    </PickerLocalization>
  );
}
