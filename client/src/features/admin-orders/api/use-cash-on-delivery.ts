import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';
import { acceptedPayload } from '@/lib/errors';
import { notify } from '@/lib/notify';

export const RecordCashCollectedMutation = graphql(`
  mutation RecordCashCollected($id: ID!) {
    recordCashCollected(id: $id) {
      order {
        id
        status
        updatedAt
        ...AdminOrderRow
        ...AdminOrderDetails
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const ReturnUndeliveredMutation = graphql(`
  mutation ReturnUndelivered($id: ID!) {
    returnUndelivered(id: $id) {
      order {
        id
        status
        updatedAt
        ...AdminOrderRow
        ...AdminOrderDetails
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** The dashboard's counts and revenue change with both: recomputed by the server on the next visit. */
function dropDashboard(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'dashboard' });
}

/** A COD order's two ends: the cash collected (it becomes paid), or the parcel back undelivered (cancelled, stock back). */
export function useCashOnDelivery() {
  const [collect, collecting] = useMutation(RecordCashCollectedMutation, { update: dropDashboard });
  const [giveBack, returning] = useMutation(ReturnUndeliveredMutation, { update: dropDashboard });
  return {
    loading: collecting.loading || returning.loading,
    recordCashCollected: async (id: string, orderNumber: string) => {
      const { data } = await collect({ variables: { id } });
      acceptedPayload(data?.recordCashCollected);
      notify.success(`${orderNumber} is paid: the cash is recorded.`, { title: 'Cash collected' });
    },
    returnUndelivered: async (id: string, orderNumber: string) => {
      const { data } = await giveBack({ variables: { id } });
      acceptedPayload(data?.returnUndelivered);
      notify.success(`${orderNumber} is cancelled and its stock is back.`, { title: 'Returned undelivered' });
    },
  };
}
