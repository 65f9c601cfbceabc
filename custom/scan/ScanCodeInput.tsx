import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The code field: typed, or filled by a hand scanner that acts as a keyboard and ends with Enter.
 * Each code is handed on and the field emptied and focused again for the next one.
 */
export function ScanCodeInput({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCode(code);
    setCode('');
    input.current?.focus();
  };

  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ alignItems: 'flex-start' }}>
      <TextField
        inputRef={input}
        label={t('tickets.scan.code')}
        helperText={t('tickets.scan.codeHint')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoFocus
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
      />
      <Button type="submit" variant="contained" size="large" sx={{ mt: 1 }}>
        {t('tickets.scan.submit')}
      </Button>
    </Stack>
  );
}
