import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ResourceDefinition } from '../../registry/types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, useResourceLabels } from '../../src/console';
import { CancellationDialog } from './CancellationDialog';
import {
  BOOKING_TYPES,
  bookingTypeOf,
  CANCELLED,
  FIRM_BOOKING,
  readOnlyReason,
  type BookingType,
} from './processState';
import type { Row } from './processTypes';
import { useProcessActions } from './useProcessActions';
import { useRight } from './useRight';

interface ProcessActionsProps {
  resource: ResourceDefinition;
  process: Row;
  /** Loads the process again after an action. */
  onChange: () => Promise<unknown>;
}

/**
 * The process's status and its actions with the booking system, for users who hold their rights:
 * the booking type, "Firm booking" (asked first) and the cancellation. A cancelled process, one in
 * processing or a Kuschick one says why it is only shown.
 */
export function ProcessActions({ resource, process, onChange }: ProcessActionsProps) {
  const { t } = useTranslation();
  const labels = useResourceLabels(resource);
  const mayUpdate = useRight('process-update');
  const mayCancel = useRight('bookingcancellation-read');
  const actions = useProcessActions(process, onChange);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const reason = readOnlyReason(process);
  const id = String(process.id_pc_process);
  const status = String(process.status ?? '');
  const offered = reason === undefined;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Chip
          label={`${labels.field('status')}: ${labels.enumValue('status', status)}`}
          color={status === FIRM_BOOKING ? 'success' : status === CANCELLED ? 'default' : 'primary'}
          data-testid="process-status"
        />
        {offered && mayUpdate && (
          <>
            <TextField
              select
              size="small"
              sx={{ minWidth: 200 }}
              label={t('processes.screen.actions.bookingType')}
              value={bookingTypeOf(status)}
              disabled={actions.running}
              onChange={(event) => void actions.setType(event.target.value as BookingType)}
            >
              {(Object.keys(BOOKING_TYPES) as BookingType[]).map((type) => (
                <MenuItem key={type} value={type}>
                  {labels.enumValue('status', BOOKING_TYPES[type])}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="contained"
              disabled={actions.running || status === FIRM_BOOKING}
              onClick={() => setConfirming(true)}
            >
              {t('processes.screen.actions.firmBooking')}
            </Button>
          </>
        )}
        {offered && mayCancel && (
          <Button color="error" variant="outlined" disabled={actions.running} onClick={() => setCancelling(true)}>
            {t('processes.screen.actions.cancel')}
          </Button>
        )}
      </Stack>
      {reason && <Alert severity="info">{t(reason)}</Alert>}
      {actions.error && (
        <Alert severity="error" onClose={actions.dismiss}>
          {actions.error}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('processes.screen.actions.firmBooking')}
        text={t('processes.screen.actions.firmBookingQuestion', { number: String(process.number ?? '') })}
        confirmLabel={t('processes.screen.actions.firmBooking')}
        deleting={actions.running}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void actions.firmBook().then(() => setConfirming(false))}
      />
      {cancelling && <CancellationDialog id={id} onClose={() => setCancelling(false)} onCancelled={onChange} />}
    </Stack>
  );
}
