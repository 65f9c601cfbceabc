import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ItemId } from '../../state/types';

export interface Choice {
  id: ItemId;
  label: string;
}

interface ChoiceFieldProps {
  label: string;
  choices: readonly Choice[];
  value: ItemId | undefined;
  onChange: (value: ItemId) => void;
  /** Shows form.required when nothing is chosen. */
  showMissing: boolean;
  /** The editor state's refusal of the choice (translated). */
  error?: string;
  disabled?: boolean;
}

/** One of the event's own items (a date, a price category), saved or made in the editor. */
export function ChoiceField({ label, choices, value, onChange, showMissing, error, disabled }: ChoiceFieldProps) {
  const { t } = useTranslation();
  const problem = showMissing && value === undefined ? t('form.required') : error;
  return (
    <TextField
      select
      fullWidth
      required
      disabled={disabled}
      label={label}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => {
        const chosen = choices.find((choice) => String(choice.id) === event.target.value);
        if (chosen) onChange(chosen.id);
      }}
      error={problem !== undefined}
      helperText={problem}
    >
      {choices.map((choice) => (
        <MenuItem key={String(choice.id)} value={String(choice.id)}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
