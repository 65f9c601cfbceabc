import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { useState } from 'react';
import { berlinNow, PICKER_TIME_ZONE, readBerlinMoment, writeBerlinMoment } from './berlinMoment';
import { DATE_FORMAT } from './DateWidget';
import { PickerLocalization } from './PickerLocalization';
import type { WidgetProps } from './types';
import { usePickerField } from './usePickerField';

/** A moment to the minute, shown and picked in Europe/Berlin (spec 1 §9) and stored as an ISO time. */
function DateTimeWidgetPicker({ field, name, label }: WidgetProps) {
  const picker = usePickerField(field, name, readBerlinMoment, writeBerlinMoment);
  const [referenceDate] = useState(berlinNow);
  return (
    <DateTimePicker
      label={label}
      format={`${DATE_FORMAT} HH:mm`}
      ampm={false}
      timezone={PICKER_TIME_ZONE}
      referenceDate={referenceDate}
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
