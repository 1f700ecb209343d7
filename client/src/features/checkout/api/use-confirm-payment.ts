import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '@/gql';
import { acceptedPayload } from '@/lib/errors';

export const ConfirmPaymentMutation = graphql(`
  mutation ConfirmPayment($id: ID!) {
    confirmPayment(id: $id) {
      paid
      message
      errors {
        ...UserErrorFields
      }
      order {
        id
        orderNumber
        email
        status
        paymentStatus
        paymentFailureReason
        refundDue
        createdAt
        totalMoney {
          amount
        }
        ...OrderGst
        ...OrderTaxDocuments
      }
    }
  }
`);

type Confirmation = Awaited<ReturnType<ReturnType<typeof useConfirmPayment>>>;
/** The order as a payment confirmation returns it: enough for its story (order-story.ts). */
export type PaymentConfirmationOrder = Confirmation['order'];

// One confirmation per order per page load: StrictMode runs effects twice in development, and
// the result page must not ask twice (the server would not mind, but the shopper would see two
// toasts). Polling passes `force` to ask again.
const inFlight = new Map<string, Promise<Confirmation>>();

/** Asks the server to check the order's payment with the provider. */
export function useConfirmPayment() {
  const client = useApolloClient();
  return useCallback(
    async (orderId: string) => {
      const { data } = await client.mutate({ mutation: ConfirmPaymentMutation, variables: { id: orderId } });
      const { order, paid, message } = acceptedPayload(data?.confirmPayment);
      if (!order) throw new Error('No confirmation');
      return { order, paid: paid === true, message: message ?? '' };
    },
    [client],
  );
}

export function useConfirmPaymentOnce() {
  const confirm = useConfirmPayment();
  return useCallback(
    (orderId: string, options: { force?: boolean } = {}) => {
      const existing = inFlight.get(orderId);
      if (existing && !options.force) return existing;
      const promise = confirm(orderId);
      inFlight.set(orderId, promise);
      return promise;
    },
    [confirm],
  );
}
