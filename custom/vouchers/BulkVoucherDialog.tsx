import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../registry/types';
import { DateTimeInput, parseMoney, useResourceLabels } from '../../src/console';
import { useBulkVouchers } from './useBulkVouchers';

interface BulkVoucherDialogProps {
  resource: ResourceDefinition;
  open: boolean;
  onClose: () => void;
}

const TYPES = ['fixed', 'percentage', 'credit'];

/** Creates many vouchers at once: amount, code prefix and length, and the fields they share; shows the server's progress. */
export function BulkVoucherDialog({ resource, open, onClose }: BulkVoucherDialogProps) {
  const { t } = useTranslation();
  const labels = useResourceLabels(resource);
  const bulk = useBulkVouchers(resource);
  const [form, setForm] = useState({
    amount: '100',
    prefix: '',
    code_length: '10',
    type: 'fixed',
    value: '',
    expires_at: '',
  });
  const set = (name: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));
  const problem = (name: string) => bulk.fieldErrors[name];
  const close = () => {
    if (bulk.running) return;
    bulk.reset();
    onClose();
  };
  const submit = () =>
    void bulk.start({
      amount: Number(form.amount),
      prefix: form.prefix.trim().toUpperCase(),
      code_length: Number(form.code_length),
      voucher: {
        type: form.type,
        value: parseMoney(form.value) ?? Number.NaN,
        // An ISO time, or the picker's marker of a half-typed date, which the server refuses at the field.
        ...(form.expires_at ? { expires_at: form.expires_at } : {}),
      },
    });
  const percent = bulk.progress ? Math.round((bulk.progress.done / bulk.progress.total) * 100) : 0;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="bulk-voucher-title">
      <DialogTitle id="bulk-voucher-title">{t('tickets.voucher.bulk.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('tickets.voucher.bulk.amount')}
            type="number"
            required
            value={form.amount}
            onChange={set('amount')}
            error={problem('amount') !== undefined}
            helperText={problem('amount')}
            slotProps={{ htmlInput: { min: 1, max: 10000 } }}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              label={t('tickets.voucher.bulk.prefix')}
              value={form.prefix}
              onChange={set('prefix')}
              error={problem('prefix') !== undefined}
              helperText={problem('prefix') ?? t('tickets.voucher.bulk.prefixHint')}
              sx={{ flex: 1 }}
            />
            <TextField
              label={t('tickets.voucher.bulk.codeLength')}
              type="number"
              required
              value={form.code_length}
              onChange={set('code_length')}
              error={problem('code_length') !== undefined}
              helperText={problem('code_length')}
              slotProps={{ htmlInput: { min: 6, max: 32 } }}
              sx={{ flex: 1 }}
            />
          </Stack>
          <TextField select label={labels.field('type')} value={form.type} onChange={set('type')}>
            {TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {labels.enumValue('type', type)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={labels.field('value')}
            required
            value={form.value}
            onChange={set('value')}
            error={problem('value') !== undefined}
            helperText={problem('value')}
          />
          <DateTimeInput
            label={labels.field('expires_at')}
            name="expires_at"
            value={form.expires_at}
            onChange={(expiresAt) => setForm((current) => ({ ...current, expires_at: expiresAt }))}
            error={problem('expires_at')}
          />
          {bulk.progress && (
            <Stack spacing={0.5}>
              <LinearProgress variant="determinate" value={percent} aria-label={t('tickets.voucher.bulk.progress')} />
              <Typography variant="body2" role="status">
                {t('tickets.voucher.bulk.done', { done: bulk.progress.done, total: bulk.progress.total })}
              </Typography>
            </Stack>
          )}
          {bulk.created !== undefined && (
            <Alert severity="success">{t('tickets.voucher.bulk.created', { created: bulk.created })}</Alert>
          )}
          {bulk.error && <Alert severity="error">{bulk.error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={bulk.running}>
          {t(bulk.created === undefined ? 'list.cancel' : 'tickets.voucher.bulk.close')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={bulk.running}>
          {t('tickets.voucher.bulk.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
