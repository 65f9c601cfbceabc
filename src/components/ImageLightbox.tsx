import Close from '@mui/icons-material/Close';
import RestartAlt from '@mui/icons-material/RestartAlt';
import RotateRight from '@mui/icons-material/RotateRight';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useReducer, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { INITIAL_VIEW, lightboxView, type LightboxAction } from './lightboxView';

interface ImageLightboxProps {
  src: string;
  alt: string;
  onClose: () => void;
}

/** One image over the page, with zoom, rotation and reset; Escape or the close button leave it. */
export function ImageLightbox({ src, alt, onClose }: ImageLightboxProps) {
  const { t } = useTranslation();
  const [view, change] = useReducer(lightboxView, INITIAL_VIEW);
  const tool = (action: LightboxAction, icon: ReactNode) => (
    <Tooltip title={t(`lightbox.${action}`)}>
      <IconButton color="inherit" aria-label={t(`lightbox.${action}`)} onClick={() => change(action)}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Dialog open onClose={onClose} fullScreen slotProps={{ paper: { 'aria-label': alt, sx: { bgcolor: 'grey.900' } } }}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', p: 1, color: 'common.white' }}>
        {tool('zoomIn', <ZoomIn />)}
        {tool('zoomOut', <ZoomOut />)}
        {tool('rotate', <RotateRight />)}
        {tool('reset', <RestartAlt />)}
        <Tooltip title={t('lightbox.close')}>
          <IconButton color="inherit" aria-label={t('lightbox.close')} onClick={onClose}>
            <Close />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', overflow: 'auto' }}>
        <Box
          component="img"
          src={src}
          alt={alt}
          sx={{
            maxWidth: '100%',
            maxHeight: '100%',
            transform: `scale(${view.zoom}) rotate(${view.rotation}deg)`,
            transition: (theme) => theme.transitions.create('transform'),
          }}
        />
      </Box>
    </Dialog>
  );
}
