import { usePermissions } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuOrder } from '../../domain/app/travel-menu';
import { mayUse, type PermissionHolder } from '../../registry/permission-check';
import { errorMessage, withToasts } from '../../src/console';
import { orderDish } from './menuCalls';

/**
 * Ordering from the travel menu, for users who hold `TravelMenu-create` (a driver reads the menu
 * only): the order being sent, and a message when it is done or refused.
 */
export function useOrderDish() {
  const { t } = useTranslation();
  const { data: permissions } = usePermissions<PermissionHolder>({});
  const mayOrder = permissions !== undefined && mayUse(permissions, ['TravelMenu-create']);
  const [sending, setSending] = useState<string>();

  async function order(dish: MenuOrder) {
    setSending(`${dish.day}:${dish.name}`);
    try {
      await orderDish(dish);
      withToasts(({ enqueueSnackbar }) =>
        enqueueSnackbar(t('app.menu.ordered', { quantity: dish.quantity, name: dish.name }), { variant: 'success' }),
      );
    } catch (caught) {
      withToasts(({ enqueueSnackbar }) => enqueueSnackbar(errorMessage(caught, t), { variant: 'error' }));
    } finally {
      setSending(undefined);
    }
  }

  return {
    mayOrder,
    isSending: (day: number, name: string) => sending === `${day}:${name}`,
    order: (dish: MenuOrder) => void order(dish),
  };
}
