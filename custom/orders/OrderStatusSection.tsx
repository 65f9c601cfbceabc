import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../registry/types';
import { ConfirmDialog, DetailSection, useResourceLabels } from '../../src/console';
import { isFinal, type OrderStatusState } from './useOrderStatus';

interface OrderStatusSectionProps {
  orders: ResourceDefinition;
  state: OrderStatusState;
  /** Moving waits while the customer data has unsaved changes: the move reloads the order. */
  blocked: boolean;
}

/** The order's status and a button for each status it may go to next. */
export function OrderStatusSection({ orders, state, blocked }: OrderStatusSectionProps) {
  const { t } = useTranslation();
  const labels = useResourceLabels(orders);
  const statusLabel = (status: string) => labels.enumValue('status', status);
  return (
    <DetailSection title={labels.field('status')}>
      <Stack spacing={1.5}>
        <Chip
          label={state.current ? statusLabel(state.current) : '—'}
          color={state.current === 'paid' ? 'success' : 'default'}
          sx={{ alignSelf: 'flex-start' }}
        />
        {state.next.length > 0 && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('tickets.order.moveTo')}
            </Typography>
            {state.next.map((status) => (
              <Button
                key={status}
                variant="outlined"
                size="small"
                color={isFinal(status) ? 'error' : 'primary'}
                disabled={state.moving || blocked}
                onClick={() => state.start(status)}
              >
                {statusLabel(status)}
              </Button>
            ))}
          </Stack>
        )}
        {blocked && state.next.length > 0 && <Alert severity="info">{t('tickets.order.saveFirst')}</Alert>}
        {state.error && !state.confirming && <Alert severity="error">{state.error}</Alert>}
      </Stack>
      <ConfirmDialog
        open={state.confirming !== undefined}
        title={t('tickets.order.confirmTitle', { status: state.confirming ? statusLabel(state.confirming) : '' })}
        text={
          state.confirming && !isFinal(state.confirming) && state.current
            ? t('tickets.order.confirmOneWay', { status: statusLabel(state.current) })
            : t('tickets.order.confirmText')
        }
        error={state.error}
        deleting={state.moving}
        onCancel={state.cancel}
        onConfirm={state.confirm}
        confirmLabel={state.confirming ? statusLabel(state.confirming) : ''}
        destructive
      />
    </DetailSection>
  );
}
