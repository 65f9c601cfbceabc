import { useCustom } from '@refinedev/core';
import type { ResourceDefinition } from '../../registry/types';
import { orderDetailsPath, type OrderDetails } from './orderDetails';

/** The order's tickets, payments, invoices and vouchers, in one call; `refetch` after a change made here. */
export function useOrderDetails(orders: ResourceDefinition, id: string) {
  const { query } = useCustom<OrderDetails>({
    url: orderDetailsPath(orders, id),
    method: 'get',
    queryOptions: { refetchOnWindowFocus: false },
  });
  return {
    details: query.data?.data,
    isLoading: query.isPending,
    error: query.error ?? undefined,
    refetch: async () => {
      await query.refetch();
    },
  };
}
