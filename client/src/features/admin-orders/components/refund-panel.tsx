import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Checkbox, Group, NumberInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { formatRupees, paiseToRupees } from '@common/money';
import { calendarDayLabel } from '@common/india-time';
import { getFragmentData, graphql } from '@/gql';
import type { AdminOrderRefundsFragment as OrderRefundsData, RefundState } from '@/gql/graphql';
import { formatOrderDateTime } from '@/components/admin/format-date';
import { errorMessage } from '@/lib/errors';
import { useRefundOrder } from '../api/use-refund-order';
import { ManualRefundFields, useManualRefund } from './manual-refund-fields';
import {
  everyHeldUnit,
  heldUnits,
  RefundRestockLines,
  restockLinesOf,
  type RestockableLine,
  type RestockChoice,
} from './refund-restock-lines';
import { ConfirmStep } from './confirm-step';

export const AdminOrderRefundsFragment = graphql(`
  fragment AdminOrderRefunds on Order {
    id
    paymentStatus
    paymentMethod
    refundableAmountMoney {
      amount
    }
    lines {
      id
      name
      size
      quantity
      restockedQuantity
    }
    refunds {
      id
      merchantRefundId
      amountMoney {
        formatted
      }
      reason
      restocked
      state
      errorCode
      requestedBy
      createdAt
      completedAt
      method
      manualReference
      paidOn
    }
  }
`);

const OrderRefundsQuery = graphql(`
  query AdminOrderRefunds($id: ID!) {
    order(id: $id) {
      id
      ...AdminOrderRefunds
    }
  }
`);

const STATE_LABELS: Record<RefundState, { label: string; color: string }> = {
  PENDING: { label: 'Pending', color: 'yellow' },
  COMPLETED: { label: 'Refunded', color: 'green' },
  FAILED: { label: 'Failed', color: 'red' },
};

/** While a refund is with the provider, ask again this often until it settles. */
const POLL_MS = 1_000;

/**
 * Refunds of one order in the order details: what was refunded, what is pending or
 * failed and why, and the "Refund" form (full by default, an amount for part, a reason, and
 * which items and how many go back to stock). Loads and follows its own data, so it mounts anywhere.
 */
export function RefundPanel({ orderId }: { orderId: string }) {
  const client = useApolloClient();
  const { data, startPolling, stopPolling } = useQuery(OrderRefundsQuery, { variables: { id: orderId }, fetchPolicy: 'cache-and-network' });
  const order = data?.order ? getFragmentData(AdminOrderRefundsFragment, data.order) : null;
  const pending = order?.refunds.some((refund) => refund.state === 'PENDING') ?? false;
  const completed = order?.refunds.filter((refund) => refund.state === 'COMPLETED').length ?? 0;
  const seenCompleted = useRef<number | null>(null);

  useEffect(() => {
    if (pending) startPolling(POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);

  useEffect(() => {
    // A refund that completed changes the revenue: the dashboard asks the server again.
    if (seenCompleted.current !== null && completed > seenCompleted.current)
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'dashboard' });
    seenCompleted.current = completed;
  }, [completed, client]);

  if (!order) return null;
  // The server decides what may be refunded now (zero while a refund is pending); in rupees, as the admin types them.
  const remaining = paiseToRupees(order.refundableAmountMoney.amount);
  if (remaining === 0 && order.refunds.length === 0) return null;

  return (
    <Stack gap="sm" data-testid="refund-panel">
      <Group justify="space-between">
        <Title order={2} size="h5">
          Refunds
        </Title>
        {order.paymentStatus === 'REFUNDED' && (
          <Badge color="green" variant="light">
            Refunded
          </Badge>
        )}
        {order.paymentStatus === 'PARTIALLY_REFUNDED' && (
          <Badge color="yellow" variant="light">
            Partly refunded
          </Badge>
        )}
      </Group>
      {order.refunds.length > 0 && <RefundHistory refunds={order.refunds} />}
      {/* Keyed by what is left: after a part refund the form starts again from the new remainder
          instead of keeping an amount the server would now refuse. */}
      {remaining > 0 && (
        <RefundForm
          key={remaining}
          orderId={order.id}
          remaining={remaining}
          lines={order.lines}
          byHand={order.paymentMethod === 'CASH_ON_DELIVERY'}
        />
      )}
      {pending && (
        <Text size="sm" c="dimmed" role="status">
          The payment provider is processing the refund…
        </Text>
      )}
    </Stack>
  );
}

type RefundRow = OrderRefundsData['refunds'][number];

function RefundHistory({ refunds }: { refunds: readonly RefundRow[] }) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label="Refund history" verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th>State</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {refunds.map((refund) => (
            <Table.Tr key={refund.id} data-testid="refund-row">
              <Table.Td>{formatOrderDateTime(refund.createdAt)}</Table.Td>
              <Table.Td>{refund.amountMoney.formatted}</Table.Td>
              <Table.Td>
                {refund.reason}
                {refund.restocked && (
                  <Text size="xs" c="dimmed">
                    Items returned to stock
                  </Text>
                )}
                {refund.method !== 'PROVIDER' && (
                  <Text size="xs" c="dimmed">
                    Sent by {refund.method === 'UPI' ? 'UPI' : 'bank transfer'}
                    {refund.paidOn ? ` on ${calendarDayLabel(refund.paidOn)}` : ''}, ref. {refund.manualReference}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge color={STATE_LABELS[refund.state].color} variant="light">
                  {STATE_LABELS[refund.state].label}
                </Badge>
                {refund.state === 'FAILED' && refund.errorCode && (
                  <Text size="xs" c="dimmed">
                    {refund.errorCode}: no money moved; you can try again.
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RefundForm({
  orderId,
  remaining,
  lines,
  byHand,
}: {
  orderId: string;
  remaining: number;
  lines: readonly RestockableLine[];
  /** Cash collected at the door: the owner sends it back by UPI or bank transfer and records it here. */
  byHand: boolean;
}) {
  const { manual, setManual, problem, toSend } = useManualRefund();
  const manualProblem = byHand ? problem : null;
  const [amount, setAmount] = useState<number | string>(remaining);
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(false);
  const [goodwill, setGoodwill] = useState(false);
  // A part refund starts with nothing back on the shelf: the owner says which items came back.
  const [restockChoice, setRestockChoice] = useState<RestockChoice>({});
  const canRestock = lines.some((line) => heldUnits(line) > 0);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { refundOrder, loading } = useRefundOrder();
  const numeric = typeof amount === 'number' ? amount : Number(amount);
  const valid = reason.trim().length > 0 && Number.isFinite(numeric) && numeric > 0 && numeric <= remaining && !manualProblem;

  async function submit() {
    setFailure(null);
    try {
      const restockLines = restock && !goodwill ? restockLinesOf(restockChoice) : [];
      await refundOrder({
        orderId,
        reason: reason.trim(),
        restockLines,
        amount: numeric === remaining ? undefined : numeric,
        manual: byHand ? toSend() : undefined,
        ...(goodwill ? { goodwill } : {}),
      });
      setReason('');
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <Stack gap="xs">
      <Group grow align="flex-start" wrap="wrap">
        <NumberInput
          label="Refund amount (₹)"
          description={`Up to ${formatRupees(remaining)}`}
          min={0.01}
          max={remaining}
          step={1}
          decimalScale={2}
          value={amount}
          onChange={setAmount}
        />
        <TextInput
          label="Reason"
          placeholder="e.g. Damaged in transit"
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={500}
        />
      </Group>
      {byHand && <ManualRefundFields value={manual} onChange={setManual} />}

      <Checkbox
        label="Goodwill payment: nothing comes back (e.g. a late parcel), so no GST is reversed"
        checked={goodwill}
        onChange={(event) => {
          setGoodwill(event.currentTarget.checked);
          if (event.currentTarget.checked) setRestock(false);
        }}
      />
      {canRestock && !goodwill && (
        <Checkbox
          label="Return items to stock"
          checked={restock}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setRestock(checked);
            // A full refund usually means everything came back; a part refund, nothing until chosen.
            if (checked) setRestockChoice(numeric === remaining ? everyHeldUnit(lines) : {});
          }}
        />
      )}
      {restock && <RefundRestockLines lines={lines} choice={restockChoice} onChange={setRestockChoice} />}
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {failure}
        </Alert>
      )}
      {confirming && valid ? (
        <ConfirmStep
          message={`${formatRupees(numeric)} goes back to the shopper's payment method. A refund cannot be taken back.`}
          confirmLabel={`Yes, refund ${formatRupees(numeric)}`}
          onConfirm={() => void submit()}
          onBack={() => setConfirming(false)}
          loading={loading}
        />
      ) : (
        <Group justify="flex-end">
          <Button color="red" variant="light" onClick={() => setConfirming(true)} disabled={!valid}>
            Refund {Number.isFinite(numeric) && numeric > 0 ? formatRupees(numeric) : ''}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
