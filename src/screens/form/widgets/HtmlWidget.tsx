import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HtmlPreview } from '../../../components/HtmlPreview';
import { useWidgetField } from '../hooks/useWidgetField';
import type { WidgetProps } from './types';

const PREVIEW_HEIGHT = 520;

/**
 * HTML written as code (a mail's body), with its live preview beside it: rendered in a frame that
 * runs no script, so the HTML can be any the author writes without reaching the console.
 */
export default function HtmlWidget({ field, name, label }: WidgetProps) {
  const { t } = useTranslation();
  const { textField } = useWidgetField(name);
  const html = String(textField.value);
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <TextField
          fullWidth
          multiline
          minRows={12}
          maxRows={24}
          label={label}
          required={field.required}
          {...textField}
          slotProps={{
            htmlInput: {
              maxLength: field.schema.maxLength,
              spellCheck: false,
              style: { fontFamily: 'monospace', fontSize: 13 },
            },
          }}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('form.html.preview')}
        </Typography>
        {html.trim() === '' ? (
          <Typography color="text.secondary">{t('form.html.empty')}</Typography>
        ) : (
          <HtmlPreview html={html} title={t('form.html.previewOf', { field: label })} height={PREVIEW_HEIGHT} />
        )}
      </Box>
    </Stack>
  );
}
