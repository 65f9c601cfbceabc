import Box from '@mui/material/Box';
import { useId, type ReactNode } from 'react';

const control = {
  font: 'inherit',
  width: '100%',
  minHeight: 48,
  px: 1.5,
  border: 1,
  borderColor: 'grey.400',
  borderRadius: 1,
  bgcolor: 'background.paper',
  '&:focus': { outline: 2, outlineColor: 'primary.main', borderColor: 'primary.main' },
} as const;

interface SearchFieldProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  type?: string;
  /** A native select of these options. */
  options?: ReactNode;
}

/**
 * A labelled native input or select for the start page's search: plain elements, so that the first
 * page does without the input components the booking's steps load later.
 */
export function SearchField({ label, value, onValue, type = 'text', options }: SearchFieldProps) {
  const id = useId();
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box component="label" htmlFor={id} sx={{ fontSize: 14, fontWeight: 700 }}>
        {label}
      </Box>
      {options === undefined ? (
        <Box
          component="input"
          id={id}
          type={type}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          sx={control}
        />
      ) : (
        <Box component="select" id={id} value={value} onChange={(event) => onValue(event.target.value)} sx={control}>
          {options}
        </Box>
      )}
    </Box>
  );
}
