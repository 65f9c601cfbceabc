import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

interface SearchOnEnterFieldProps {
  label: string;
  /** What is typed, searched only on Enter. */
  value: string;
  onChange: (value: string) => void;
  onSearch: (words: string) => void;
  /** While a search is under way: spec 1 §2 disables the field. */
  disabled: boolean;
}

/** The image database's search field: the words run on Enter, not as they are typed (spec 1 §2). */
export function SearchOnEnterField({ label, value, onChange, onSearch, disabled }: SearchOnEnterFieldProps) {
  return (
    <TextField
      fullWidth
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        onSearch(value);
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
