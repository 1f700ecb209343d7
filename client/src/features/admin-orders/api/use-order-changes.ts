import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';
import type { CancelOrderLineInput, OrderContactInput } from '@/gql/graphql';
import { acceptedPayload } from '@/lib/errors';

const ChangeOrderContactMutation = graphql(`
  mutation AdminChangeOrderContact($input: OrderContactInput!) {
    changeOrderContact(input: $input) {
      order {
        ...AdminOrderChange
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const AddOrderNoteMutation = graphql(`
  mutation AdminAddOrderNote($orderId: ID!, $note: String!) {
    addOrderNote(orderId: $orderId, note: $note) {
      order {
        id
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const CancelOrderLinesMutation = graphql(`
  mutation AdminCancelOrderLines($orderId: ID!, $lines: [CancelOrderLineInput!]!) {
    cancelOrderLines(orderId: $orderId, lines: $lines) {
      order {
        ...AdminOrderChange
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** The owner's changes to an order before it ships; each asks the order's activity (and refunds) again. */
export function useOrderChanges() {
  const refetchQueries = ['AdminOrderActivity', 'AdminOrderRefunds'];
  const [contact, contactState] = useMutation(ChangeOrderContactMutation, { refetchQueries });
  const [note, noteState] = useMutation(AddOrderNoteMutation, { refetchQueries });
  const [lines, linesState] = useMutation(CancelOrderLinesMutation, { refetchQueries });
  return {
    changeContact: async (input: OrderContactInput) => acceptedPayload((await contact({ variables: { input } })).data?.changeOrderContact),
    addNote: async (orderId: string, text: string) =>
      acceptedPayload((await note({ variables: { orderId, note: text } })).data?.addOrderNote),
    cancelLines: async (orderId: string, chosen: CancelOrderLineInput[]) =>
      acceptedPayload((await lines({ variables: { orderId, lines: chosen } })).data?.cancelOrderLines),
    loading: contactState.loading || noteState.loading || linesState.loading,
  };
}
