import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import type { ManualRefundInput } from '@/gql/graphql';
import { acceptedPayload } from '@/lib/errors';
import { notify } from '@/lib/notify';

// What each step changes on the return, so its answer updates ReturnRequest:{id} in the cache.
graphql(`
  fragment AdminReturnStepFields on ReturnRequest {
    id
    status
    rejectionReason
    resellable
    waitingDays
    approvalOverdue
    refundAmount {
      formatted
    }
    pickupAwb
    pickupCourier
    pickupLabelUrl
  }
`);

const BookReturnPickupMutation = graphql(`
  mutation AdminBookReturnPickup($returnId: ID!) {
    bookReturnPickup(returnId: $returnId) {
      returnRequest {
        ...AdminReturnStepFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const ApproveReturnMutation = graphql(`
  mutation AdminApproveReturn($id: ID!) {
    approveReturn(id: $id) {
      returnRequest {
        ...AdminReturnStepFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const RejectReturnMutation = graphql(`
  mutation AdminRejectReturn($id: ID!, $reason: String!) {
    rejectReturn(id: $id, reason: $reason) {
      returnRequest {
        ...AdminReturnStepFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const ReceiveReturnMutation = graphql(`
  mutation AdminReceiveReturn($input: ReceiveReturnInput!) {
    receiveReturn(input: $input) {
      returnRequest {
        ...AdminReturnStepFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/**
 * The owner's steps on a return (and, for a parcel shipped through the courier service, its pickup). Each answer is normalised onto ReturnRequest:{id}; receiving
 * also refetches the order's refunds and stock, which the refund it started changed. Receiving a
 * return of cash collected at the door says how its money was sent back (`manual`).
 */
export function useReturnSteps() {
  const [approve, approving] = useMutation(ApproveReturnMutation);
  const [reject, rejecting] = useMutation(RejectReturnMutation);
  const [receive, receiving] = useMutation(ReceiveReturnMutation, { refetchQueries: ['AdminOrderRefunds', 'AdminOrderReturns'] });
  const [bookPickup, booking] = useMutation(BookReturnPickupMutation);

  const approveReturn = useCallback(
    async (id: string) => {
      await approve({ variables: { id } }).then(({ data }) => acceptedPayload(data?.approveReturn));
      notify.success('The customer has been told how to send the items back.', { title: 'Return approved' });
    },
    [approve],
  );
  const rejectReturn = useCallback(
    async (id: string, reason: string) => {
      await reject({ variables: { id, reason } }).then(({ data }) => acceptedPayload(data?.rejectReturn));
      notify.success('The customer has been told why.', { title: 'Return rejected' });
    },
    [reject],
  );
  const receiveReturn = useCallback(
    async (id: string, resellable: boolean, manual?: ManualRefundInput) => {
      await receive({ variables: { input: { returnId: id, resellable, ...(manual ? { manual } : {}) } } }).then(({ data }) =>
        acceptedPayload(data?.receiveReturn),
      );
      notify.success('The refund is on its way to the customer.', { title: 'Return received' });
    },
    [receive],
  );
  const bookReturnPickup = useCallback(
    async (id: string) => {
      await bookPickup({ variables: { returnId: id } }).then(({ data }) => acceptedPayload(data?.bookReturnPickup));
      notify.success('The courier will collect the parcel; the customer has been e-mailed the return label.', { title: 'Pickup booked' });
    },
    [bookPickup],
  );
  return {
    approveReturn,
    rejectReturn,
    receiveReturn,
    bookReturnPickup,
    loading: approving.loading || rejecting.loading || receiving.loading || booking.loading,
  };
}
