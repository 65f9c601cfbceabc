import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatabaseImage } from '../../src/console';
import type { ImageInfo } from './useCustomerImages';

/** An own image's title, description and copyright, changed with the edit-info right. */
export function ImageInfoDialog({
  image,
  onCancel,
  onSave,
}: {
  image: DatabaseImage;
  onCancel: () => void;
  onSave: (info: ImageInfo) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [info, setInfo] = useState<ImageInfo>({
    title: image.title,
    description: image.description ?? '',
    creator_name: image.creator_name ?? '',
  });
  const [saving, setSaving] = useState(false);
  const field = (name: keyof ImageInfo) => ({
    label: t(`images.entities.customer-image.fields.${name}`),
    value: info[name],
    onChange: (event: { target: { value: string } }) => setInfo({ ...info, [name]: event.target.value }),
  });
  return (
    <Dialog open onClose={saving ? undefined : onCancel} fullWidth maxWidth="sm">
      <DialogTitle>{t('images.library.editInfo')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField required {...field('title')} />
          <TextField multiline minRows={2} {...field('description')} />
          <TextField {...field('creator_name')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving}>
          {t('images.library.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={saving || !info.title.trim()}
          onClick={async () => {
            setSaving(true);
            const saved = await onSave(info);
            setSaving(false);
            if (saved) onCancel();
          }}
        >
          {t('images.library.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
