import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerLocalization } from '../../form/widgets/PickerLocalization';
import { DATE_FORMAT } from '../../form/widgets/DateWidget';
import { isCompleteDate } from '../../form/widgets/pickedInput';
import { readDateFilter, type DateOperator } from './dateFilter';
import { DATE_OPERATORS, writeDateFilter } from './pickedDate';
import type { FilterInputProps } from './filterInputProps';

const DAY = 'YYYY-MM-DD';
/** How the operator choice shows each comparison of the prefix convention. */
const SYMBOLS: Readonly<Record<DateOperator, string>> = {
  '=': '=',
  '>': '>',
  '>=': '≥',
  '<': '<',
  '<=': '≤',
  '!': '≠',
};

function DateFilterPicker({ id, label, text, onChange, error }: FilterInputProps) {
  const { t } = useTranslation();
  const filter = readDateFilter(text);
  // The comparison chosen before a day is; a filter from the URL brings its own.
  const [chosenOperator, setChosenOperator] = useState<DateOperator>('=');
  const operator = filter?.operator ?? chosenOperator;
  // The picker keeps a half-typed date only when it gets the same value back.
  const [unreadable, setUnreadable] = useState<Dayjs | null>(null);

  return (
    <Stack direction="row" sx={{ width: 260 }}>
      <TextField
        select
        id={`${id}-operator`}
        size="small"
        slotProps={{ select: { SelectDisplayProps: { 'aria-label': t('list.filter.operator', { field: label }) } } }}
        value={operator}
        onChange={(event) => {
          const next = event.target.value as DateOperator;
          setChosenOperator(next);
          if (filter) onChange(writeDateFilter({ operator: next, day: filter.day }));
        }}
        sx={{ width: 76, flexShrink: 0 }}
      >
        {DATE_OPERATORS.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {SYMBOLS[choice]}
          </MenuItem>
        ))}
      </TextField>
      <DatePicker
        label={label}
        format={DATE_FORMAT}
        value={filter ? dayjs(filter.day) : unreadable}
        onChange={(picked) => {
          if (!picked) {
            setUnreadable(null);
            onChange('');
          } else if (isCompleteDate(picked)) onChange(writeDateFilter({ operator, day: picked.format(DAY) }));
          else setUnreadable(picked);
        }}
        slotProps={{
          field: { clearable: true },
          textField: {
            id,
            size: 'small',
            error: error !== undefined,
            helperText: error,
          },
        }}
      />
    </Stack>
  );
}

/** A date or date-time column's filter: a comparison and a day from the picker (DD.MM.YYYY). */
export default function DateFilterInput(props: FilterInputProps) {
  return (
    <PickerLocalization>
      <DateFilterPicker {...props} />
    </PickerLocalization>
  );
}
