import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ItemId } from '../../state/types';

export interface PickerOption {
  id: ItemId;
  label: string;
}

interface PickerBase {
  label: string;
  options: readonly PickerOption[];
  loading: boolean;
  required?: boolean;
  error?: string;
  /** The input's name: the editor keeps the focused field by it. */
  name: string;
}

interface SinglePickerProps extends PickerBase {
  value: ItemId | null;
  onChange: (value: ItemId | null) => void;
}

interface MultiplePickerProps extends PickerBase {
  value: readonly ItemId[];
  onChange: (value: ItemId[]) => void;
}

/** An option of the editor's lists, or a placeholder for an id the list does not (yet) have. */
const optionOf = (options: readonly PickerOption[], id: ItemId): PickerOption =>
  options.find((option) => option.id === id) ?? { id, label: String(id) };

/** The props both pickers share; the texts of the type-ahead come from the theme (materialTexts). */
function sharedProps({ label, options, loading, required, error, name }: PickerBase) {
  return {
    options,
    loading,
    isOptionEqualToValue: (option: PickerOption, value: PickerOption) => option.id === value.id,
    getOptionLabel: (option: PickerOption) => option.label,
    getOptionKey: (option: PickerOption) => String(option.id),
    renderInput: (params: object) => (
      <TextField
        {...params}
        name={name}
        label={label}
        required={required}
        error={error !== undefined}
        helperText={error}
      />
    ),
  };
}

/**
 * A genre, artist, location or invoice configuration from the editor's option lists, which hold
 * the items made in the editor too (the generated reference widgets know only saved records).
 */
export function OptionPicker(props: SinglePickerProps) {
  const shared = sharedProps(props);
  return (
    <Autocomplete
      {...shared}
      value={props.value === null ? null : optionOf(props.options, props.value)}
      onChange={(_event, option) => props.onChange(option ? option.id : null)}
    />
  );
}

export function MultipleOptionPicker(props: MultiplePickerProps) {
  const shared = sharedProps(props);
  return (
    <Autocomplete
      {...shared}
      multiple
      filterSelectedOptions
      value={props.value.map((id) => optionOf(props.options, id))}
      onChange={(_event, options) => props.onChange(options.map((option) => option.id))}
    />
  );
}
