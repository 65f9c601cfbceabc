import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { PushReportEntry } from '../../../domain/app/push-targets';
import type { ResourceDefinition } from '../../../registry/types';
import { useFormats, useResourceLabels } from '../../../src/console';

/** Per receiver group (and topic message): how many were sent, failed and had no device. */
export function PushReport({ resource, report }: { resource: ResourceDefinition; report: readonly PushReportEntry[] }) {
  const { t } = useTranslation();
  const labels = useResourceLabels(resource);
  const formats = useFormats();
  return (
    <Table size="small" aria-label={labels.field('report')} data-testid="push-report">
      <TableHead>
        <TableRow>
          <TableCell>{labels.field('receiver_group')}</TableCell>
          <TableCell align="right">{t('app.push.reportSent')}</TableCell>
          <TableCell align="right">{t('app.push.reportFailed')}</TableCell>
          <TableCell align="right">{t('app.push.reportUnregistered')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {report.map((entry) => (
          <TableRow key={`${entry.group}-${entry.topic ?? ''}`}>
            <TableCell>
              {labels.enumValue('receiver_group', entry.group)}
              {entry.topic ? ` (${entry.topic})` : ''}
            </TableCell>
            <TableCell align="right">{formats.count(entry.sent)}</TableCell>
            <TableCell align="right">{formats.count(entry.failed)}</TableCell>
            <TableCell align="right">{formats.count(entry.unregistered)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
