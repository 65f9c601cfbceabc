import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useImageUpload } from '../hooks/useImageUpload';
import { useWidgetField } from '../hooks/useWidgetField';
import { EMPTY_INPUT } from '../model/codecs';
import type { WidgetProps } from './types';
import { UploadButton } from './UploadButton';

/** One image: uploaded, previewed, and stored as its address. */
export function ImageWidget({ field, name, label }: WidgetProps) {
  const { t } = useTranslation();
  const { input, error } = useWidgetField(name);
  const upload = useImageUpload((url) => input.onChange(url));
  const url = String(input.value ?? EMPTY_INPUT);
  const problem = error ?? upload.error;
  return (
    <FormControl fullWidth error={problem !== undefined} required={field.required}>
      <FormLabel>{label}</FormLabel>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
        {url && (
          <Box
            component="img"
            src={url}
            alt={t('form.image.preview', { field: label })}
            sx={{ width: 160, height: 100, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        )}
        <UploadButton label={t('form.image.upload')} uploading={upload.isUploading} onFiles={upload.upload} />
        {url && <Button onClick={() => input.onChange(EMPTY_INPUT)}>{t('form.image.remove')}</Button>}
      </Stack>
      {problem && <FormHelperText>{problem}</FormHelperText>}
    </FormControl>
  );
}
