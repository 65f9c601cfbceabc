import LockOutlined from '@mui/icons-material/LockOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../../registry/types';
import { ConfirmDialog, useResourceLabels } from '../../../src/console';
import { printStateOf, useJourneyPrint } from '../state/useJourneyPrint';

interface PrintBarProps {
  resource: ResourceDefinition;
  record: Readonly<Record<string, unknown>>;
  /** Loads the journey again once the print system answered. */
  onChange: () => unknown;
}

/**
 * The journey's print state (export status, print lock) with the export to the print sheet, which asks
 * first and wants the journey saved, and the status asked of the print system again.
 */
export function PrintBar({ resource, record, onChange }: PrintBarProps) {
  const { t } = useTranslation();
  const labels = useResourceLabels(resource);
  const { isDirty } = useFormState();
  const state = printStateOf(record, resource.entity.idField);
  const print = useJourneyPrint(state.id_jrn_journey, async () => {
    await onChange();
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="region" aria-label={t('journeyEditor.print.title')}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography variant="subtitle1" component="h2">
          {t('journeyEditor.print.title')}
        </Typography>
        <Chip
          label={`${labels.field('censhare_status')}: ${labels.enumValue('censhare_status', state.censhare_status)}`}
          color={state.censhare_status === 'error' ? 'error' : 'default'}
          data-testid="censhare-status"
        />
        {state.print_locked && (
          <Chip
            icon={<LockOutlined />}
            color="warning"
            label={labels.field('print_locked')}
            data-testid="print-locked"
          />
        )}
        <Stack direction="row" sx={{ gap: 1, ml: 'auto' }}>
          <Button startIcon={<Refresh />} onClick={print.refresh} disabled={print.busy || isDirty}>
            {t('journeyEditor.print.refresh')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<PrintOutlined />}
            onClick={print.askExport}
            disabled={print.busy || isDirty || state.print_locked}
          >
            {t('journeyEditor.print.export')}
          </Button>
        </Stack>
      </Stack>
      {state.print_locked && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {t('journeyEditor.print.locked')}
        </Alert>
      )}
      {isDirty && !state.print_locked && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('journeyEditor.print.saveFirst')}
        </Typography>
      )}
      {print.problem && !print.confirming && (
        <Alert severity="error" sx={{ mt: 1.5 }} onClose={print.dismiss}>
          {print.problem}
        </Alert>
      )}
      <ConfirmDialog
        open={print.confirming}
        title={t('journeyEditor.print.confirmTitle')}
        text={t('journeyEditor.print.confirmText')}
        confirmLabel={t('journeyEditor.print.export')}
        destructive={false}
        error={print.problem}
        deleting={print.busy}
        onCancel={print.cancelExport}
        onConfirm={print.confirmExport}
      />
    </Paper>
  );
}
