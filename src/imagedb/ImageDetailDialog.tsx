import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { DatabaseImage } from './imageTypes';

interface ImageDetailDialogProps {
  image: DatabaseImage | undefined;
  onClose: () => void;
  /** Offered for a stock image not licensed yet. */
  onLicense?: (image: DatabaseImage) => void;
  licensing?: boolean;
}

/** An image's facts (spec 1 §2, at most 800 px wide): title, stock number, size, type, category, copyright. */
export function ImageDetailDialog({ image, onClose, onLicense, licensing = false }: ImageDetailDialogProps) {
  const { t } = useTranslation();
  if (!image) return null;
  const rows: [string, string][] = [
    [t('images.stock.detail.title'), image.title],
    [
      t(image.stocktype === 'customer' ? 'images.stock.detail.imageNumber' : 'images.stock.detail.stockNumber'),
      String(image.id),
    ],
    [
      t('images.stock.detail.dimensions'),
      t('images.stock.detail.pixels', { width: image.width, height: image.height }),
    ],
    [t('images.stock.detail.contentType'), image.content_type],
    [t('images.stock.detail.category'), image.category?.name ?? '—'],
    [t('images.stock.detail.creator'), image.creator_name ?? '—'],
  ];
  const licensable = onLicense && image.stocktype === 'adobestock' && image.is_licensed !== 'Standard';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={false} slotProps={{ paper: { sx: { maxWidth: 800 } } }}>
      <DialogTitle>{image.title || t('images.stock.detail.heading')}</DialogTitle>
      <DialogContent>
        <Box component="img" src={image.thumbnail} alt={image.title} sx={{ maxWidth: '100%', maxHeight: 360, mb: 2 }} />
        <Table size="small">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        {licensable && (
          <Button variant="contained" disabled={licensing} onClick={() => onLicense(image)}>
            {t('images.stock.license')}
          </Button>
        )}
        <Button onClick={onClose}>{t('images.stock.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
