import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { isScanResult } from '../../domain/tickets/scan-result';
import type { ResourceDefinition } from '../../registry/types';
import { DetailSection, DetailTable, errorMessage, formatDateTime, useResourceLabels } from '../../src/console';
import { scanTone } from './scanOutcome';
import { useRecentScans } from './useRecentScans';

/** The user's last scans, each with its time, code and result (and whether it was let in anyway). */
export function RecentScans({ scans }: { scans: ResourceDefinition }) {
  const { t } = useTranslation();
  const labels = useResourceLabels(scans);
  const { rows, isLoading, error } = useRecentScans(scans);
  return (
    <DetailSection title={t('tickets.scan.recent')}>
      {error ? (
        <Alert severity="error">{errorMessage(error, t)}</Alert>
      ) : (
        <DetailTable
          rowCount={rows.length}
          emptyText={isLoading ? undefined : t('tickets.scan.noRecent')}
          head={
            <>
              <TableCell>{labels.field('created_at')}</TableCell>
              <TableCell>{labels.field('code')}</TableCell>
              <TableCell>{labels.field('result')}</TableCell>
            </>
          }
        >
          {rows.map((scan) => (
            <TableRow key={String(scan.id)}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(scan.created_at as string)}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{String(scan.code)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={
                    scan.forced === true
                      ? `${labels.enumValue('result', scan.result)} (${labels.field('forced')})`
                      : labels.enumValue('result', scan.result)
                  }
                  color={isScanResult(scan.result) ? scanTone(scan.result) : 'default'}
                />
              </TableCell>
            </TableRow>
          ))}
        </DetailTable>
      )}
    </DetailSection>
  );
}
