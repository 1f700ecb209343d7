import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { orderStatusName } from '@common/order-status';
import { graphql } from '@/gql';
import type { OrderStatus } from '@/gql/graphql';
import { acceptedPayload, errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { dropDashboardFigures } from './order-change';

export const UpdateOrderStatusMutation = graphql(`
  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {
    updateOrderStatus(id: $id, status: $status) {
      order {
        ...AdminOrderChange
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/**
 * Sets an order's status. The answer (status and history) is normalised onto Order:{id}, so the
 * list's badge and the details update without re-fetching the list; only the dashboard's counts
 * are dropped, to be recomputed by the server on the next visit.
 */
export function useUpdateOrderStatus() {
  const [mutate, { loading }] = useMutation(UpdateOrderStatusMutation, { update: dropDashboardFigures });

  const updateOrderStatus = useCallback(
    async (orderId: string, status: OrderStatus, orderNumber: string) => {
      const { order } = await mutate({ variables: { id: orderId, status } })
        .then(({ data }) => acceptedPayload(data?.updateOrderStatus))
        .catch((error: unknown) => {
          notify.error(errorMessage(error), { title: 'Status not changed' });
          throw error;
        });
      notify.success(`${orderNumber} is now ${orderStatusName(status)}.`, { title: 'Order updated' });
      return order;
    },
    [mutate],
  );

  return { updateOrderStatus, loading };
}
