import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { OrderStatus } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';

export const UpdateOrderStatusMutation = graphql(`
  mutation UpdateOrderStatus($orderId: ID!, $status: OrderStatus!) {
    updateOrderStatus(orderId: $orderId, status: $status) {
      id
      status
      updatedAt
      ...AdminOrderRow
      ...AdminOrderDetails
    }
  }
`);

/**
 * Sets an order's status. The answer (status and history) is normalised onto Order:{id}, so the
 * list's badge and the details update without re-fetching the list; only the dashboard's counts
 * are dropped, to be recomputed by the server on the next visit.
 */
export function useUpdateOrderStatus() {
  const [mutate, { loading }] = useMutation(UpdateOrderStatusMutation, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'dashboard' });
    },
  });

  const updateOrderStatus = useCallback(
    async (orderId: string, status: OrderStatus, orderNumber: string) => {
      const { data } = await mutate({ variables: { orderId, status } }).catch((error: unknown) => {
        notify.error(errorMessage(error), { title: 'Status not changed' });
        throw error;
      });
      notify.success(`${orderNumber} is now ${status}.`, { title: 'Order updated' });
      return data?.updateOrderStatus;
    },
    [mutate],
  );

  return { updateOrderStatus, loading };
}
