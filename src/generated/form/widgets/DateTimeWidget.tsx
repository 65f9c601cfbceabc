import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { TIME_ZONE } from '../../../layout/formatDateTime';
import { DATE_FORMAT } from './DateWidget';
import { PickerLocalization } from './PickerLocalization';
import type { WidgetProps } from './types';
import { usePickerField } from './usePickerField';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A moment to the minute, shown and picked in Europe/Berlin (spec 1 §9) and stored as an ISO time. */
function DateTimeWidgetPicker({ field, name, label }: WidgetProps) {
  const picker = usePickerField(
    field,
    name,
    (stored) => dayjs(stored).tz(TIME_ZONE),
    (picked) => picked.second(0).millisecond(0).toISOString(),
  );
  return (
    <DateTimePicker
      label={label}
      format={`${DATE_FORMAT} HH:mm`}
      ampm={false}
      timezone={TIME_ZONE}
      views={['year', 'month', 'day', 'hours', 'minutes']}
      {...picker}
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
