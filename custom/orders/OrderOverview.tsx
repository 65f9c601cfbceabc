import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useWarnAboutChange } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../registry/types';
import { errorMessage, registry } from '../../src/console';
import type { OrderDetails } from './orderDetails';
import { OrderInvoicesSection } from './OrderInvoicesSection';
import { OrderPaymentsSection } from './OrderPaymentsSection';
import { OrderStatusSection } from './OrderStatusSection';
import { OrderTicketsSection } from './OrderTicketsSection';
import { OrderVouchersSection } from './OrderVouchersSection';
import { useOrderDetails } from './useOrderDetails';
import { useOrderStatus } from './useOrderStatus';
import { usePaymentCheck } from './usePaymentCheck';

/** The registry resources the order screen shows beside the order. */
function relatedResource(name: string): ResourceDefinition {
  const resource = registry.resource(name);
  if (!resource) throw new Error(`The registry has no resource ${name}, which the order screen shows`);
  return resource;
}

const TICKETS = relatedResource('tickets/tickets');
const PAYMENTS = relatedResource('tickets/payments');
const INVOICES = relatedResource('tickets/invoices');
const VOUCHERS = relatedResource('tickets/vouchers');

interface OrderOverviewProps {
  orders: ResourceDefinition;
  id: string;
  /** Loads the order of the form again, after its status changed here. */
  reloadOrder: () => Promise<void>;
}

/** The order's status, tickets, payments, invoices and vouchers, from one call. */
export function OrderOverview({ orders, id, reloadOrder }: OrderOverviewProps) {
  const { t } = useTranslation();
  const { details, isLoading, error, refetch } = useOrderDetails(orders, id);
  if (isLoading) return <LinearProgress aria-label={t('tickets.order.loading')} />;
  if (!details) return <Alert severity="error">{errorMessage(error, t)}</Alert>;
  return (
    <OrderSections
      orders={orders}
      details={details}
      reload={async () => {
        await Promise.all([refetch(), reloadOrder()]);
      }}
    />
  );
}

function OrderSections({
  orders,
  details,
  reload,
}: {
  orders: ResourceDefinition;
  details: OrderDetails;
  reload: () => Promise<void>;
}) {
  // The customer data's unsaved changes would be lost when a move or a check reloads the order.
  const { warnWhen: unsaved } = useWarnAboutChange();
  const status = useOrderStatus(orders, details.order, reload);
  const paymentCheck = usePaymentCheck(PAYMENTS, reload);
  return (
    <Stack spacing={3}>
      <OrderStatusSection orders={orders} state={status} blocked={unsaved} />
      <OrderTicketsSection tickets={TICKETS} rows={details.tickets} />
      <OrderPaymentsSection payments={PAYMENTS} rows={details.payments} state={paymentCheck} blocked={unsaved} />
      <OrderInvoicesSection invoices={INVOICES} rows={details.invoices} />
      <OrderVouchersSection vouchers={VOUCHERS} rows={details.vouchers} />
    </Stack>
  );
}
