import ContentCopy from '@mui/icons-material/ContentCopy';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { withToasts, type DatabaseImage } from '../../src/console';
import { imageAddress } from './imageAddress';

/** Spec 1 §9: the clipboard notice shows 2000 ms. */
const CLIPBOARD_NOTICE_MS = 2000;

/** One image a template may use: its thumbnail, title and public address, with a button that copies the address. */
export function TemplateFileCard({ image }: { image: DatabaseImage }) {
  const { t } = useTranslation();
  const address = imageAddress(image.link ?? image.thumbnail, window.location.origin);
  const copy = async () => {
    await navigator.clipboard.writeText(address);
    withToasts(({ enqueueSnackbar }) =>
      enqueueSnackbar(t('newsletter.templates.copied'), { variant: 'success', autoHideDuration: CLIPBOARD_NOTICE_MS }),
    );
  };
  return (
    <Card variant="outlined" data-testid="template-file">
      <CardMedia
        component="img"
        image={image.thumbnail}
        alt={image.title}
        sx={{ height: 160, objectFit: 'contain', bgcolor: 'action.hover' }}
      />
      <CardContent>
        <Typography variant="subtitle1" noWrap title={image.title} sx={{ mb: 1 }}>
          {image.title}
        </Typography>
        <TextField
          fullWidth
          size="small"
          value={address}
          label={`${image.width} × ${image.height}`}
          slotProps={{
            htmlInput: { readOnly: true, style: { fontFamily: 'monospace', fontSize: 12 } },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title={t('newsletter.templates.copy')}>
                    <IconButton aria-label={t('newsletter.templates.copy')} onClick={() => void copy()} edge="end">
                      <ContentCopy fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
      </CardContent>
    </Card>
  );
}
