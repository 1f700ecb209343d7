import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { resellableByDefault, RETURN_APPROVAL_DAYS } from '@common/returns';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import type { ReturnStatus } from '@/gql/graphql';
import { formatOrderDateTime } from '@/components/admin/format-date';
import { errorMessage } from '@/lib/errors';
import { useReturnSteps } from '../api/use-returns';
import { ManualRefundFields, useManualRefund } from './manual-refund-fields';

/** What ReturnItem shows of a request, wherever it is listed (an order's panel, the returns queue). */
export const AdminReturnItemFragment = graphql(`
  fragment AdminReturnItem on ReturnRequest {
    id
    status
    reason
    reasonLabel
    note
    lines {
      orderLineId
      name
      size
      quantity
    }
    requestedAt
    waitingDays
    approvalOverdue
    rejectionReason
    resellable
    refundAmount {
      formatted
    }
    order {
      id
      paymentMethod
      shipment {
        throughCourierService
      }
    }
    pickupAwb
    pickupCourier
    pickupLabelUrl
  }
`);

const OrderReturnsQuery = graphql(`
  query AdminOrderReturns($id: ID!) {
    order(id: $id) {
      id
      returns {
        id
        ...AdminReturnItem
      }
    }
  }
`);

export const RETURN_STATUS: Record<ReturnStatus, { label: string; color: string }> = {
  REQUESTED: { label: 'Requested', color: 'yellow' },
  APPROVED: { label: 'Approved', color: 'blue' },
  REJECTED: { label: 'Rejected', color: 'red' },
  RECEIVED: { label: 'Received, refund on its way', color: 'grape' },
  REFUNDED: { label: 'Refunded', color: 'green' },
};

/**
 * The order's return requests: approve or reject a new one (the policy promises 2 days), mark an
 * approved one received (for a cash-on-delivery order, with how its money was sent back).
 */
export function ReturnsPanel({ orderId }: { orderId: string }) {
  const { data } = useQuery(OrderReturnsQuery, { variables: { id: orderId }, fetchPolicy: 'cache-and-network' });
  const returns = data?.order?.returns ?? [];
  if (returns.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="returns-panel">
      <Title order={2} size="h5">
        Returns
      </Title>
      {returns.map((request) => (
        <ReturnItem key={request.id} request={request} />
      ))}
    </Stack>
  );
}

/**
 * One return request with the owner's step for it; the returns queue adds a header naming the
 * order and shopper, and hears when a step is done (to refresh its list).
 */
export function ReturnItem({
  request: item,
  header,
  onDone,
}: {
  request: FragmentType<typeof AdminReturnItemFragment>;
  header?: ReactNode;
  onDone?: () => void;
}) {
  const request = getFragmentData(AdminReturnItemFragment, item);
  const { approveReturn, rejectReturn, receiveReturn, bookReturnPickup, loading } = useReturnSteps();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [resellable, setResellable] = useState(() => resellableByDefault(request.reason));
  const [failure, setFailure] = useState<string | null>(null);
  // Cash collected at the door goes back by hand: the owner records how before the return is refunded.
  const byHand = request.order?.paymentMethod === 'CASH_ON_DELIVERY';
  const { manual, setManual, problem, toSend } = useManualRefund();
  const status = RETURN_STATUS[request.status];

  async function run(step: () => Promise<void>) {
    setFailure(null);
    try {
      await step();
      setRejecting(false);
      onDone?.();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <Stack gap={6} p="sm" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }} data-testid="return-request">
      {header}
      <Group justify="space-between" gap="xs">
        <Badge color={status.color} variant="light">
          {status.label}
        </Badge>
        <Text size="xs" c="dimmed">
          Asked {formatOrderDateTime(request.requestedAt)}
        </Text>
      </Group>
      {request.status === 'REQUESTED' && (
        <Text size="sm" c={request.approvalOverdue ? 'red' : 'dimmed'} fw={request.approvalOverdue ? 700 : undefined}>
          Waiting {request.waitingDays === 1 ? '1 day' : `${request.waitingDays} days`}
          {request.approvalOverdue
            ? `: past the ${RETURN_APPROVAL_DAYS} days the policy promises`
            : ` (the policy promises an answer within ${RETURN_APPROVAL_DAYS} days)`}
        </Text>
      )}
      {request.lines.map((line) => (
        <Text key={line.orderLineId} size="sm">
          {line.name} ({line.size}) × {line.quantity}
        </Text>
      ))}
      <Text size="sm">
        Reason: {request.reasonLabel}
        {request.note ? `: ${request.note}` : ''}
      </Text>
      {request.rejectionReason && <Text size="sm">Rejected: {request.rejectionReason}</Text>}
      {request.refundAmount && (
        <Text size="sm">
          Refund {request.refundAmount.formatted}
          {request.resellable === false ? ' · not restocked' : ' · back in stock'}
        </Text>
      )}
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {failure}
        </Alert>
      )}
      {request.status === 'REQUESTED' && !rejecting && (
        <Group gap="xs" justify="flex-end">
          <Button variant="default" onClick={() => setRejecting(true)}>
            Reject…
          </Button>
          <Button loading={loading} onClick={() => void run(() => approveReturn(request.id))}>
            Approve return
          </Button>
        </Group>
      )}
      {request.status === 'REQUESTED' && rejecting && (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label="Why (the customer is told)"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button color="red" loading={loading} onClick={() => void run(() => rejectReturn(request.id, reason))}>
            Reject return
          </Button>
        </Group>
      )}
      {request.status === 'APPROVED' && request.pickupAwb && (
        <Text size="sm">
          Courier pickup booked: {request.pickupCourier ?? 'courier'}, AWB {request.pickupAwb}
          {request.pickupLabelUrl && (
            <>
              {' · '}
              <Anchor href={request.pickupLabelUrl} target="_blank" rel="noreferrer">
                Return label
              </Anchor>
            </>
          )}
        </Text>
      )}
      {/* A parcel that went out through the courier service comes back the same way: the courier collects it. */}
      {request.status === 'APPROVED' && !request.pickupAwb && request.order?.shipment?.throughCourierService && (
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            The courier collects it from the customer, who is e-mailed the return label.
          </Text>
          <Button variant="default" loading={loading} onClick={() => void run(() => bookReturnPickup(request.id))}>
            Book courier pickup
          </Button>
        </Group>
      )}
      {request.status === 'APPROVED' && byHand && <ManualRefundFields value={manual} onChange={setManual} />}
      {request.status === 'APPROVED' && (
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Checkbox
            label="Can be sold again (back in stock)"
            checked={resellable}
            onChange={(event) => setResellable(event.currentTarget.checked)}
          />
          <Button
            loading={loading}
            disabled={byHand && problem !== null}
            onClick={() => void run(() => receiveReturn(request.id, resellable, byHand ? toSend() : undefined))}
          >
            Mark received and refund
          </Button>
        </Group>
      )}
    </Stack>
  );
}
