import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCan } from '@refinedev/core';
import { type CustomPageProps, useAreaTranslation } from '../../src/console';
import { CameraScanner } from './CameraScanner';
import { RecentScans } from './RecentScans';
import { ScanCodeInput } from './ScanCodeInput';
import { ScanResultPanel } from './ScanResultPanel';
import { useTicketScan } from './useTicketScan';

/**
 * `/tickets/scan`: checking tickets in at the door with a typed or hand-scanned code, or the camera
 * where the browser reads QR codes; the last outcome big, the user's last scans below. Users who may
 * read the scans but not scan see the list alone.
 */
export default function ScanPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const mayScan = useCan({ resource: resource.name, action: 'create' }).data?.can === true;
  const scanner = useTicketScan(resource);
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('tickets.scan.title')}
      </Typography>
      {mayScan ? (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Stack spacing={2} sx={{ flex: 5, minWidth: 0 }}>
            <ScanCodeInput onCode={scanner.scan} />
            <CameraScanner onCode={scanner.scan} />
          </Stack>
          <Box sx={{ flex: 7, minWidth: 0 }}>
            <ScanResultPanel outcome={scanner.outcome} error={scanner.error} onLetIn={scanner.letIn} />
          </Box>
        </Stack>
      ) : (
        <Alert severity="info">{t('tickets.scan.noRight')}</Alert>
      )}
      <RecentScans scans={resource} />
    </Stack>
  );
}
