import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import { acceptedPayload, errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { dropDashboardFigures } from './order-change';

export const RefundOrderMutation = graphql(`
  mutation RefundOrder($input: RefundOrderInput!) {
    refundOrder(input: $input) {
      order {
        id
        paymentStatus
        ...AdminOrderRefunds
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export interface RefundRequest {
  orderId: string;
  /** Rupees; the whole remaining amount when absent. */
  amount?: number;
  reason: string;
  /** Units to return to stock, per order line. */
  restockLines: Array<{ lineId: string; quantity: number }>;
  /** How cash collected at the door was sent back by hand (cash-on-delivery orders only). */
  manual?: { method: 'UPI' | 'BANK_TRANSFER'; reference: string; paidOn: string };
  /** A goodwill payment with nothing returned: its credit note reverses no GST. */
  goodwill?: boolean;
}

/**
 * Asks the server to refund an order. The answer (payment status and refunds) is normalised onto
 * Order:{id}, so the details and the list update; the dashboard's revenue is dropped from the cache
 * to be recomputed by the server on the next visit.
 */
export function useRefundOrder() {
  const [mutate, { loading }] = useMutation(RefundOrderMutation, { update: dropDashboardFigures });

  const refundOrder = useCallback(
    async (request: RefundRequest) => {
      const { order } = await mutate({ variables: { input: request } })
        .then(({ data }) => acceptedPayload(data?.refundOrder))
        .catch((error: unknown) => {
          notify.error(errorMessage(error), { title: 'Refund not started' });
          throw error;
        });
      return order;
    },
    [mutate],
  );

  return { refundOrder, loading };
}
