import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useWidgetField } from '../hooks/useWidgetField';
import { jsonTextState } from '../model/jsonTextState';
import type { WidgetProps } from './types';

/** A text that may hold JSON (a system setting's value): edited as code, told apart as JSON or text, indented on request. */
export function JsonTextWidget({ field, name, label }: WidgetProps) {
  const { t } = useTranslation();
  const { input, error } = useWidgetField(name);
  const value = String(input.value ?? '');
  const state = jsonTextState(value);
  const hint =
    state.kind === 'json'
      ? t('form.jsontext.json')
      : state.kind === 'broken'
        ? t('form.jsontext.broken', { reason: state.reason })
        : t('form.jsontext.text');
  return (
    <TextField
      fullWidth
      multiline
      minRows={state.kind === 'text' ? 1 : 4}
      label={label}
      required={field.required}
      name={input.name}
      value={value}
      onChange={input.onChange}
      onBlur={input.onBlur}
      inputRef={input.ref}
      error={error !== undefined || state.kind === 'broken'}
      helperText={error ?? hint}
      slotProps={{
        htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } },
        input: {
          endAdornment:
            state.kind === 'json' && state.indented !== value ? (
              <InputAdornment position="end" sx={{ alignSelf: 'flex-start' }}>
                <Button size="small" onClick={() => input.onChange(state.indented)}>
                  {t('form.jsontext.indent')}
                </Button>
              </InputAdornment>
            ) : undefined,
        },
      }}
    />
  );
}
