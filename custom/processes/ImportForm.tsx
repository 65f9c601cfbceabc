import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingSystem } from './processState';

const SYSTEMS: readonly BookingSystem[] = ['ratio', 'kuschick'];

interface ImportFormProps {
  /** `customer` or `process`: the texts of the form (`processes.screen.import.customer.…`). */
  kind: 'customer' | 'process';
  system: BookingSystem;
  value: string;
  running: boolean;
  onSystem: (system: BookingSystem) => void;
  onValue: (value: string) => void;
  onImport: () => void;
  /** Further options ("update the existing customer"). */
  children?: ReactNode;
}

/** The booking system and the number to import by, sent on Enter or with the button. */
export function ImportForm({ kind, system, value, running, onSystem, onValue, onImport, children }: ImportFormProps) {
  const { t } = useTranslation();
  const text = (name: string) => t(`processes.screen.import.${kind}.${name}`);
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      alignItems={{ sm: 'center' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim()) onImport();
      }}
    >
      <TextField
        select
        size="small"
        sx={{ minWidth: 160 }}
        label={t('processes.screen.import.system')}
        value={system}
        onChange={(event) => onSystem(event.target.value as BookingSystem)}
      >
        {SYSTEMS.map((name) => (
          <MenuItem key={name} value={name}>
            {t(`processes.entities.process.enums.backend.${name}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" label={text(system)} value={value} onChange={(event) => onValue(event.target.value)} />
      {children}
      <Button type="submit" variant="contained" disabled={running || !value.trim()}>
        {text('run')}
      </Button>
    </Stack>
  );
}
