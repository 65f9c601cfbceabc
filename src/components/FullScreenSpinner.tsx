import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a page loads. */
export function FullScreenSpinner() {
  return (
    <Box
      role="progressbar"
      aria-label="loading"
      sx={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', zIndex: (theme) => theme.zIndex.modal }}
    >
      <CircularProgress />
    </Box>
  );
}
