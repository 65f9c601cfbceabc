import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { PickerLocalization } from './PickerLocalization';
import type { WidgetProps } from './types';
import { usePickerField } from './usePickerField';

/** Spec 1 §9: dates shown DD.MM.YYYY; the API stores YYYY-MM-DD. */
export const DATE_FORMAT = 'DD.MM.YYYY';
const STORED_FORMAT = 'YYYY-MM-DD';

function DateWidgetPicker({ field, name, label }: WidgetProps) {
  const picker = usePickerField(
    field,
    name,
    (stored) => dayjs(stored),
    (picked) => picked.format(STORED_FORMAT),
  );
  return <DatePicker label={label} format={DATE_FORMAT} {...picker} />;
}

export default function DateWidget(props: WidgetProps) {
  return (
    <PickerLocalization>
      <DateWidgetPicker {...props} />
    </PickerLocalization>
  );
}
