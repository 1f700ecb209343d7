import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';
import type { DeliveryAnswerInput, ShopperOrderInput } from '@/gql/graphql';
import { acceptedPayload } from '@/lib/errors';

export const OrderDeliveryAttemptQuery = graphql(`
  query OrderDeliveryAttempt($id: ID!) {
    order(id: $id) {
      id
      orderNumber
      email
      status
      phone
      address {
        street
        country
      }
      deliveryAttemptFailure {
        reason
        at
        attempts
        outcome
        reattemptOn
        reattemptDays
        mayReturn
      }
    }
  }
`);

const AnswerMyFailedDeliveryMutation = graphql(`
  mutation AnswerMyFailedDelivery($order: ShopperOrderInput!, $input: DeliveryAnswerInput!) {
    answerMyFailedDelivery(order: $order, input: $input) {
      order {
        id
        deliveryAttemptFailure {
          reason
          at
          attempts
          outcome
          reattemptOn
          reattemptDays
          mayReturn
        }
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** The shopper's answer to a failed delivery; the answer replaces the form with what the courier was told. */
export function useAnswerMyFailedDelivery() {
  const [mutate, { loading }] = useMutation(AnswerMyFailedDeliveryMutation);
  const answer = async (order: ShopperOrderInput, input: DeliveryAnswerInput) => {
    const { data } = await mutate({ variables: { order, input } });
    return acceptedPayload(data?.answerMyFailedDelivery);
  };
  return { answer, loading };
}
