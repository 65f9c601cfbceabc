import type { Dayjs } from 'dayjs';
import { useState, type Ref } from 'react';
import type { FieldDefinition } from '../../../../registry/types';
import { useWidgetField } from '../hooks/useWidgetField';
import { EMPTY_INPUT, INVALID_DATE } from '../model/codecs';
import { isCompleteDate, pickedInput } from './pickedInput';

/** A picker's input as text: the stored value (`''` empty, INVALID_DATE half-typed) and its problem. */
export interface PickerInput {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  /** The problem to show under the input, translated. */
  error?: string;
}

/**
 * A date or date-time picker bound to a stored text: read into a picker value, and a complete picked
 * value written back; an unreadable or half-typed entry is kept as INVALID_DATE for the check to
 * report. Answers the picker's props, its text field's among them.
 */
export function usePickerInput(input: PickerInput, read: (stored: string) => Dayjs, write: (picked: Dayjs) => string) {
  // The picker keeps a half-typed date only when it gets the same value back, not one read from the form.
  const [unreadable, setUnreadable] = useState<Dayjs | null>(null);
  const stored = input.value;
  return {
    value: stored === INVALID_DATE ? unreadable : stored ? read(stored) : null,
    onChange: (next: Dayjs | null) => {
      if (next && !isCompleteDate(next)) setUnreadable(next);
      input.onChange(pickedInput(next, write));
    },
    inputRef: input.inputRef,
    slotProps: {
      textField: {
        fullWidth: true,
        name: input.name,
        required: input.required,
        onBlur: input.onBlur,
        error: input.error !== undefined,
        helperText: input.error,
      },
    },
  };
}

/** A date or date-time picker bound to its form input (usePickerInput over the form's field). */
export function usePickerField(
  field: FieldDefinition,
  name: string,
  read: (stored: string) => Dayjs,
  write: (picked: Dayjs) => string,
) {
  const { input, error } = useWidgetField(name);
  return usePickerInput(
    {
      value: String(input.value ?? EMPTY_INPUT),
      onChange: input.onChange,
      onBlur: input.onBlur,
      name: input.name,
      inputRef: input.ref,
      required: field.required,
      error,
    },
    read,
    write,
  );
}
