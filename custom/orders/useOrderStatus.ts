import { useCan, useNotification } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOrderStatus, mayUndoMove, ORDER_TRANSITIONS, type OrderStatus } from '../../domain/tickets/order-status';
import type { ResourceDefinition } from '../../registry/types';
import { apiRequest, errorMessage, useResourceLabels } from '../../src/console';

/** A status no order leaves again (cancelled, expired, refunded): moving there is asked first. */
export const isFinal = (status: OrderStatus) => ORDER_TRANSITIONS[status].length === 0;

/**
 * Moving an order along its state machine (`PUT {api}/{id}/status`): the statuses it may go to
 * next, for users who may update orders; a move that cannot be undone (to a final status, or to one
 * the order cannot come straight back from) waits for a confirmation.
 * `onMoved` runs after the server has moved it.
 */
export function useOrderStatus(
  orders: ResourceDefinition,
  order: Record<string, unknown>,
  onMoved: () => Promise<void>,
) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const labels = useResourceLabels(orders);
  const mayUpdate = useCan({ resource: orders.name, action: 'edit' }).data?.can === true;
  const [confirming, setConfirming] = useState<OrderStatus>();
  const [moving, setMoving] = useState(false);
  const [error, setError] = useState<string>();
  const current = isOrderStatus(order.status) ? order.status : undefined;

  async function move(status: OrderStatus) {
    setMoving(true);
    setError(undefined);
    try {
      await apiRequest(`${orders.api}/${String(order[orders.entity.idField])}/status`, {
        method: 'PUT',
        body: { status },
      });
      setConfirming(undefined);
      await onMoved();
      open?.({
        type: 'success',
        message: t('tickets.order.moved', { status: labels.enumValue('status', status) }),
      });
    } catch (caught) {
      setError(errorMessage(caught, t));
    } finally {
      setMoving(false);
    }
  }

  return {
    current,
    /** Where the order may go from here; none for users who may not update orders. */
    next: current && mayUpdate ? ORDER_TRANSITIONS[current] : [],
    moving,
    error,
    /** The final status waiting for confirmation. */
    confirming,
    start: (status: OrderStatus) =>
      current && mayUndoMove(current, status) ? void move(status) : setConfirming(status),
    confirm: () => confirming && void move(confirming),
    cancel: () => {
      setConfirming(undefined);
      setError(undefined);
    },
  };
}

export type OrderStatusState = ReturnType<typeof useOrderStatus>;
