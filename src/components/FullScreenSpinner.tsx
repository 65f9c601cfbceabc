import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Shown while a page loads. */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <Box
      role="progressbar"
      aria-label={t('shell.loading')}
      sx={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', zIndex: (theme) => theme.zIndex.modal }}
    >
      <CircularProgress />
    </Box>
  );
}
