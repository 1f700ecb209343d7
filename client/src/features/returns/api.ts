import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';
import type { RequestReturnInput } from '@/gql/graphql';
import { acceptedPayload } from '@/lib/errors';

/** What the order page's return form needs: the lines, when it was delivered, and the returns already asked. */
export const OrderReturnsQuery = graphql(`
  query OrderReturns($id: ID!) {
    order(id: $id) {
      id
      orderNumber
      email
      status
      deliveredAt
      returnWindowEndsAt
      lines {
        id
        name
        size
        quantity
      }
      returns {
        id
        status
        reasonLabel
        rejectionReason
        requestedAt
        lines {
          orderLineId
          quantity
        }
        refundAmount {
          formatted
        }
      }
    }
  }
`);

const RequestReturnMutation = graphql(`
  mutation RequestReturn($input: RequestReturnInput!) {
    requestReturn(input: $input) {
      returnRequest {
        id
        status
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** Sends the shopper's request (order number and e-mail, as the track-order page has them) and reloads the order's returns. */
export function useRequestReturn() {
  const [mutate, { loading }] = useMutation(RequestReturnMutation, { refetchQueries: ['OrderReturns'] });
  const requestReturn = async (input: RequestReturnInput) => {
    const { data } = await mutate({ variables: { input } });
    return acceptedPayload(data?.requestReturn);
  };
  return { requestReturn, loading };
}
