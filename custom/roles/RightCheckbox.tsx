import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

interface RightCheckboxProps {
  checked: boolean;
  onToggle: () => void;
  /** The accessible name, naming the area too. */
  label: string;
  /** Text shown beside the box, where the column's name does not say what the right means. */
  caption?: string;
}

export function RightCheckbox({ checked, onToggle, label, caption }: RightCheckboxProps) {
  const box = (
    <Checkbox size="small" checked={checked} onChange={onToggle} slotProps={{ input: { 'aria-label': label } }} />
  );
  if (!caption) return box;
  return (
    <FormControlLabel
      control={box}
      label={caption}
      slotProps={{ typography: { variant: 'body2' } }}
      sx={{ mr: 0, whiteSpace: 'nowrap' }}
    />
  );
}
