import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Stop from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useCameraScanner } from './useCameraScanner';

/** Reading QR codes with the camera, offered where the browser can; elsewhere a note says to type or use a hand scanner. */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const { supported, running, failure, video, start, stop } = useCameraScanner(onCode);
  if (supported === undefined) return null;
  if (!supported) return <Alert severity="info">{t('tickets.scan.camera.unsupported')}</Alert>;
  return (
    <Stack spacing={1.5}>
      <Box>
        {running ? (
          <Button variant="outlined" startIcon={<Stop />} onClick={stop}>
            {t('tickets.scan.camera.stop')}
          </Button>
        ) : (
          <Button variant="outlined" startIcon={<PhotoCamera />} onClick={() => void start()}>
            {t('tickets.scan.camera.start')}
          </Button>
        )}
      </Box>
      {failure && <Alert severity="error">{t('tickets.scan.camera.failed', { message: failure })}</Alert>}
      <Box
        component="video"
        ref={video}
        muted
        playsInline
        aria-label={t('tickets.scan.camera.picture')}
        sx={{ display: running ? 'block' : 'none', width: '100%', maxWidth: 480, borderRadius: 1, bgcolor: 'black' }}
      />
    </Stack>
  );
}
