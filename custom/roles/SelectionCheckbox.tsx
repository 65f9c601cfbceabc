import Checkbox from '@mui/material/Checkbox';
import type { Selection } from './roleAccess';

interface SelectionCheckboxProps {
  selection: Selection;
  label: string;
  onChange: (on: boolean) => void;
}

/** A toggle for several rights: ticked when all are granted, half when some; a click grants all unless all are. */
export function SelectionCheckbox({ selection, label, onChange }: SelectionCheckboxProps) {
  return (
    <Checkbox
      size="small"
      checked={selection === 'all'}
      indeterminate={selection === 'some'}
      disabled={selection === 'empty'}
      onChange={() => onChange(selection !== 'all')}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
}
