import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';
import type { ShopperOrderInput } from '@/gql/graphql';
import { acceptedPayload } from '@/lib/errors';

export const OrderChangesQuery = graphql(`
  query OrderChanges($id: ID!) {
    order(id: $id) {
      id
      orderNumber
      email
      status
      paymentStatus
      shopperMayCancel
      totalMoney {
        formatted
      }
    }
  }
`);

const CancelMyOrderMutation = graphql(`
  mutation CancelMyOrder($order: ShopperOrderInput!, $reason: String) {
    cancelMyOrder(order: $order, reason: $reason) {
      order {
        id
        status
        shopperMayCancel
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const RequestAddressChangeMutation = graphql(`
  mutation RequestAddressChange($order: ShopperOrderInput!, $request: String!) {
    requestAddressChange(order: $order, request: $request) {
      order {
        id
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** The shopper's cancellation; the order page's summary is asked again, since its status changed. */
export function useCancelMyOrder() {
  const [mutate, { loading }] = useMutation(CancelMyOrderMutation, { refetchQueries: ['OrderSummary', 'OrderChanges'] });
  const cancel = async (order: ShopperOrderInput, reason: string) => {
    const { data } = await mutate({ variables: { order, reason: reason.trim() || null } });
    return acceptedPayload(data?.cancelMyOrder);
  };
  return { cancel, loading };
}

export function useRequestAddressChange() {
  const [mutate, { loading }] = useMutation(RequestAddressChangeMutation);
  const request = async (order: ShopperOrderInput, text: string) => {
    const { data } = await mutate({ variables: { order, request: text } });
    return acceptedPayload(data?.requestAddressChange);
  };
  return { request, loading };
}
