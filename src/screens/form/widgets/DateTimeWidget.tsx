import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { useState } from 'react';
import { berlinNow, PICKER_TIME_ZONE, readBerlinMoment, writeBerlinMoment } from './berlinMoment';
import { DATE_FORMAT } from './DateWidget';
import { PickerLocalization } from './PickerLocalization';
import type { WidgetProps } from './types';
import { usePickerField, usePickerInput, type PickerInput } from './usePickerField';

type PickerProps = ReturnType<typeof usePickerInput>;

/** A moment to the minute, shown and picked in Europe/Berlin (spec 1 §9) as DD.MM.YYYY HH:mm. */
function BerlinDateTimePicker({ label, picker }: { label: string; picker: PickerProps }) {
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

function DateTimeWidgetPicker({ field, name, label }: WidgetProps) {
  return (
    <BerlinDateTimePicker label={label} picker={usePickerField(field, name, readBerlinMoment, writeBerlinMoment)} />
  );
}

function DateTimeInputPicker({ label, ...input }: PickerInput & { label: string }) {
  return <BerlinDateTimePicker label={label} picker={usePickerInput(input, readBerlinMoment, writeBerlinMoment)} />;
}

/** The form widget: a moment stored as an ISO time. */
export default function DateTimeWidget(props: WidgetProps) {
  return (
    <PickerLocalization>
      <DateTimeWidgetPicker {...props} />
    </PickerLocalization>
  );
}

/**
 * The same picker outside a generated form (a bespoke dialog): `value` is the ISO time, `''` when
 * empty, or INVALID_DATE while what is typed is not a complete date.
 */
export function DateTimeInput(props: PickerInput & { label: string }) {
  return (
    <PickerLocalization>
      <DateTimeInputPicker {...props} />
    </PickerLocalization>
  );
}
