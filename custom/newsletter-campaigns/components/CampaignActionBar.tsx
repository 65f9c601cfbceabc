import EventOutlined from '@mui/icons-material/EventOutlined';
import ScheduleSendOutlined from '@mui/icons-material/ScheduleSendOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../../registry/types';
import { ConfirmDialog, useFormats, useResourceLabels } from '../../../src/console';
import { useAudience } from '../state/useAudience';
import { useCampaignActions } from '../state/useCampaignActions';
import { useFollowMailjet } from '../state/useFollowMailjet';
import { useSendRight } from '../state/useSendRight';
import { ScheduleDialog } from './ScheduleDialog';
import { TestSendDialog } from './TestSendDialog';

type Row = Readonly<Record<string, unknown>>;

interface CampaignActionBarProps {
  resource: ResourceDefinition;
  record: Row;
  /** Loads the campaign again after an action. */
  onChange: () => unknown;
}

const STATUS_COLOUR = { draft: 'default', scheduled: 'info', sent: 'success' } as const;

/**
 * A saved campaign's status and its Mailjet actions: a test send, scheduling (and cancelling it) and
 * the one send, each asked first; they need `newsletter-send` and a saved form. A sent campaign shows
 * when and to how many it went, and offers nothing more.
 */
export function CampaignActionBar({ resource, record, onChange }: CampaignActionBarProps) {
  const { t } = useTranslation();
  const labels = useResourceLabels(resource);
  const formats = useFormats();
  const { isDirty } = useFormState();
  const mayDo = useSendRight();
  const id = Number(record[resource.entity.idField]);
  const status = String(record.status) as keyof typeof STATUS_COLOUR;
  const actions = useCampaignActions(id, onChange);
  const audience = useAudience(Number(record.id_nl_contactslist), actions.dialog === 'send');
  useFollowMailjet(record, id, onChange);
  const disabled = !mayDo || isDirty || actions.busy;
  const sendText = t('newsletter.campaigns.sendText', {
    list: audience?.name ?? `#${String(record.id_nl_contactslist)}`,
    subscribed: audience?.subscribed === undefined ? '–' : formats.count(audience.subscribed),
  });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="region" aria-label={t('newsletter.campaigns.actions')}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Chip
          label={`${labels.field('status')}: ${labels.enumValue('status', status)}`}
          color={STATUS_COLOUR[status] ?? 'default'}
          data-testid="campaign-status"
        />
        {status === 'scheduled' && (
          <Typography variant="body2">
            {t('newsletter.campaigns.scheduledFor', { date: formats.dateTime(record.scheduled_at as string) })}
          </Typography>
        )}
        {status === 'sent' && (
          <Typography variant="body2" data-testid="campaign-sent-info">
            {t('newsletter.campaigns.sentInfo', {
              date: formats.dateTime(record.sent_at as string),
              recipients: formats.count(record.recipients as number),
            })}
          </Typography>
        )}
        {status !== 'sent' && (
          <Stack direction="row" sx={{ gap: 1, ml: 'auto', flexWrap: 'wrap' }}>
            <Button startIcon={<SendOutlined />} disabled={disabled} onClick={() => actions.open('test')}>
              {t('newsletter.campaigns.sendTest')}
            </Button>
            {status === 'scheduled' ? (
              <Button startIcon={<EventOutlined />} disabled={disabled} onClick={actions.cancelSchedule}>
                {t('newsletter.campaigns.cancelSchedule')}
              </Button>
            ) : (
              <Button startIcon={<EventOutlined />} disabled={disabled} onClick={() => actions.open('schedule')}>
                {t('newsletter.campaigns.schedule')}
              </Button>
            )}
            <Button
              variant="contained"
              startIcon={<ScheduleSendOutlined />}
              disabled={disabled}
              onClick={() => actions.open('send')}
            >
              {t('newsletter.campaigns.sendNow')}
            </Button>
          </Stack>
        )}
      </Stack>
      {status !== 'sent' && isDirty && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('newsletter.campaigns.saveFirst')}
        </Typography>
      )}
      {status === 'scheduled' && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {t('newsletter.campaigns.scheduledLocked')}
        </Alert>
      )}
      {actions.done && (
        <Alert severity="success" sx={{ mt: 1.5 }} onClose={actions.dismissDone}>
          {actions.done}
        </Alert>
      )}
      {actions.problem && actions.dialog === undefined && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {actions.problem}
        </Alert>
      )}
      <TestSendDialog
        key={actions.dialog === 'test' ? 'test-open' : 'test'}
        open={actions.dialog === 'test'}
        busy={actions.busy}
        problem={actions.problem}
        onCancel={actions.close}
        onSend={actions.test}
      />
      <ScheduleDialog
        key={actions.dialog === 'schedule' ? 'schedule-open' : 'schedule'}
        open={actions.dialog === 'schedule'}
        busy={actions.busy}
        problem={actions.problem}
        onCancel={actions.close}
        onSchedule={actions.schedule}
      />
      <ConfirmDialog
        open={actions.dialog === 'send'}
        title={t('newsletter.campaigns.sendTitle')}
        text={sendText}
        confirmLabel={t('newsletter.campaigns.sendNow')}
        destructive={false}
        error={actions.problem}
        deleting={actions.busy || audience === undefined}
        onCancel={actions.close}
        onConfirm={actions.send}
      />
    </Paper>
  );
}
