import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PushReportEntry } from '../../../domain/app/push-targets';
import type { ResourceDefinition } from '../../../registry/types';
import { ConfirmDialog, useFormats, useResourceLabels } from '../../../src/console';
import { usePushSend } from '../state/usePushSend';
import { useSendRight } from '../state/useSendRight';
import { PushReport } from './PushReport';

const STATUS_COLOUR = { unsent: 'default', partial: 'warning', sent: 'success' } as const;

interface PushActionBarProps {
  resource: ResourceDefinition;
  record: Readonly<Record<string, unknown>>;
  /** Loads the message again after the send. */
  onChange: () => unknown;
}

/**
 * A saved push message's status, its send (asked first: it cannot be taken back) and, once sent, when
 * and the report per receiver group. A partly sent message may be sent again to reach the rest.
 */
export function PushActionBar({ resource, record, onChange }: PushActionBarProps) {
  const { t } = useTranslation();
  const labels = useResourceLabels(resource);
  const formats = useFormats();
  const { isDirty } = useFormState();
  const mayDo = useSendRight();
  const sending = usePushSend(Number(record[resource.entity.idField]), onChange);
  const status = String(record.status) as keyof typeof STATUS_COLOUR;
  const report = (record.report ?? []) as PushReportEntry[];

  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="region" aria-label={t('app.push.actions')}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Chip
          label={`${labels.field('status')}: ${labels.enumValue('status', status)}`}
          color={STATUS_COLOUR[status] ?? 'default'}
          data-testid="push-status"
        />
        {status !== 'unsent' && (
          <Typography variant="body2" data-testid="push-sent-info">
            {t(status === 'sent' ? 'app.push.sentInfo' : 'app.push.partialInfo', {
              date: formats.dateTime(record.sent_at as string),
            })}
          </Typography>
        )}
        {status !== 'sent' && (
          <Button
            variant="contained"
            startIcon={<SendOutlined />}
            disabled={!mayDo || isDirty || sending.busy}
            onClick={sending.open}
            sx={{ ml: 'auto' }}
          >
            {t('app.push.send')}
          </Button>
        )}
      </Stack>
      {status !== 'sent' && isDirty && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('app.push.saveFirst')}
        </Typography>
      )}
      {sending.problem && !sending.asking && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {sending.problem}
        </Alert>
      )}
      {report.length > 0 && <PushReport resource={resource} report={report} />}
      <ConfirmDialog
        open={sending.asking}
        title={t('app.push.sendTitle')}
        text={t('app.push.sendText')}
        confirmLabel={t('app.push.send')}
        destructive={false}
        error={sending.problem}
        deleting={sending.busy}
        onCancel={sending.close}
        onConfirm={sending.send}
      />
    </Paper>
  );
}
