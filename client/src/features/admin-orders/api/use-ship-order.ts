import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import type { Carrier } from '@/gql/graphql';
import { acceptedPayload, errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { dropDashboardFigures } from './order-change';

export const ShipOrderMutation = graphql(`
  mutation ShipOrder($input: ShipOrderInput!) {
    shipOrder(input: $input) {
      order {
        ...AdminOrderChange
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const MarkOrderDeliveredMutation = graphql(`
  mutation MarkOrderDelivered($id: ID!) {
    markOrderDelivered(id: $id) {
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
 * Ships an order with its courier and number, and marks it delivered. The answers are normalised
 * onto Order:{id}, so the list's badge and the details update; the dashboard's counts are dropped.
 */
export function useShipping() {
  const [ship, shipping] = useMutation(ShipOrderMutation, { update: dropDashboardFigures });
  const [deliver, delivering] = useMutation(MarkOrderDeliveredMutation, { update: dropDashboardFigures });

  const shipOrder = useCallback(
    async (orderId: string, carrier: Carrier, trackingNumber: string, orderNumber: string) => {
      await ship({ variables: { input: { orderId, carrier, trackingNumber } } }).then(({ data }) => acceptedPayload(data?.shipOrder));
      notify.success(`${orderNumber} is shipped; the customer has the tracking link.`, { title: 'Order shipped' });
    },
    [ship],
  );

  const markDelivered = useCallback(
    async (orderId: string, orderNumber: string) => {
      await deliver({ variables: { id: orderId } })
        .then(({ data }) => acceptedPayload(data?.markOrderDelivered))
        .catch((error: unknown) => {
          notify.error(errorMessage(error), { title: 'Not marked delivered' });
          throw error;
        });
      notify.success(`${orderNumber} is delivered.`, { title: 'Order delivered' });
    },
    [deliver],
  );

  return { shipOrder, markDelivered, loading: shipping.loading || delivering.loading };
}
