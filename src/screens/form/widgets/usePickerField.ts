import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { FieldDefinition } from '../../../../registry/types';
import { useWidgetField } from '../hooks/useWidgetField';
import { EMPTY_INPUT, INVALID_DATE } from '../model/codecs';
import { isCompleteDate, pickedInput } from './pickedInput';

/**
 * A date or date-time picker bound to its form input: the stored text read into a picker value
 * and a complete picked value written back, an unreadable or half-typed entry kept as INVALID_DATE
 * for the check to report, and the props of the picker's text field.
 */
export function usePickerField(
  field: FieldDefinition,
  name: string,
  read: (stored: string) => Dayjs,
  write: (picked: Dayjs) => string,
) {
  const { input, error } = useWidgetField(name);
  // The picker keeps a half-typed date only when it gets the same value back, not one read from the form.
  const [unreadable, setUnreadable] = useState<Dayjs | null>(null);
  const stored = String(input.value ?? EMPTY_INPUT);
  return {
    value: stored === INVALID_DATE ? unreadable : stored ? read(stored) : null,
    onChange: (next: Dayjs | null) => {
      if (next && !isCompleteDate(next)) setUnreadable(next);
      input.onChange(pickedInput(next, write));
    },
    inputRef: input.ref,
    slotProps: {
      textField: {
        fullWidth: true,
        name: input.name,
        required: field.required,
        onBlur: input.onBlur,
        error: error !== undefined,
        helperText: error,
      },
    },
  };
}
