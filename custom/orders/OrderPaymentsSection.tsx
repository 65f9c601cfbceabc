import Sync from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../registry/types';
import { DetailSection, DetailTable, formatDateTime, useResourceLabels, useFormats } from '../../src/console';
import type { PaymentCheckState } from './usePaymentCheck';

type Row = Record<string, unknown>;

interface OrderPaymentsSectionProps {
  payments: ResourceDefinition;
  rows: readonly Row[];
  state: PaymentCheckState;
  /** Checking waits while the customer data has unsaved changes: a check may reload the order. */
  blocked: boolean;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The order's payments, each checked with the provider on request, and what the last check came to. */
export function OrderPaymentsSection({ payments, rows, state, blocked }: OrderPaymentsSectionProps) {
  const { t } = useTranslation();
  const format = useFormats();
  const labels = useResourceLabels(payments);
  const { outcome } = state;
  const checked = rows.find((payment) => Number(payment.id_tk_payment) === outcome?.paymentId);
  const reference = text(checked?.reference);
  const columns = ['reference', 'status', 'method', 'amount', 'provider', 'provider_payment_id', 'provider_status'];
  return (
    <DetailSection title={t('tickets.order.payments', { count: rows.length })}>
      <DetailTable
        rowCount={rows.length}
        emptyText={t('tickets.order.noPayments')}
        head={
          <>
            {columns.map((column) => (
              <TableCell key={column} align={column === 'amount' ? 'right' : 'left'}>
                {labels.field(column)}
              </TableCell>
            ))}
            <TableCell>{labels.field('checked_at')}</TableCell>
            {state.mayCheck && <TableCell />}
          </>
        }
      >
        {rows.map((payment) => {
          const id = Number(payment.id_tk_payment);
          return (
            <TableRow key={id}>
              <TableCell>{text(payment.reference)}</TableCell>
              <TableCell>{labels.enumValue('status', payment.status)}</TableCell>
              <TableCell>{labels.enumValue('method', payment.method)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {format.money(payment.amount as number)}
              </TableCell>
              <TableCell>{text(payment.provider)}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{text(payment.provider_payment_id)}</TableCell>
              <TableCell>{text(payment.provider_status)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {payment.checked_at ? formatDateTime(payment.checked_at as string) : t('tickets.order.neverChecked')}
              </TableCell>
              {state.mayCheck && (
                <TableCell>
                  {Boolean(payment.provider_payment_id) && (
                    <Button
                      size="small"
                      startIcon={<Sync />}
                      disabled={state.checking !== undefined || blocked}
                      onClick={() => state.check(id)}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {t('tickets.payment.check')}
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </DetailTable>
      {outcome && (
        <Alert severity={outcome.success ? 'success' : 'error'} sx={{ mt: 1.5 }}>
          {outcome.success
            ? t('tickets.payment.checked', { reference, status: outcome.providerStatus })
            : t('tickets.payment.checkError', { reference, message: outcome.message })}
        </Alert>
      )}
    </DetailSection>
  );
}
