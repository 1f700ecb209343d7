import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Divider, Grid, NativeSelect, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { formatPaise } from '@common/money';
import { graphql } from '@/gql';
import type { OrderActivityKind } from '@/gql/graphql';
import { formatOrderDateTime } from '@/components/admin/format-date';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useOrderChanges } from '../api/use-order-changes';
import { ConfirmStep } from './confirm-step';

const OrderActivityQuery = graphql(`
  query AdminOrderActivity($id: ID!) {
    order(id: $id) {
      id
      status
      paymentStatus
      phone
      address {
        street
        city
        state
        postalCode
      }
      lines {
        id
        name
        size
        quantity
        restockedQuantity
        unitPriceMoney {
          amount
        }
        discountMoney {
          amount
        }
      }
      activity {
        kind
        by
        at
        note
      }
    }
  }
`);

/** What cancelling the chosen units refunds, as the server would refund it (asked for when the owner presses Cancel items). */
const CancellationRefundQuery = graphql(`
  query AdminCancellationRefund($id: ID!, $lines: [CancelOrderLineInput!]!) {
    order(id: $id) {
      id
      cancellationRefund(lines: $lines) {
        amount
      }
    }
  }
`);

const KIND_LABEL: Record<OrderActivityKind, string> = {
  NOTE: 'Note',
  ADDRESS_CHANGE_REQUESTED: 'Shopper asks for a new address',
  CONTACT_CHANGED: 'Address or phone changed',
  CANCELLED_BY_SHOPPER: 'Cancelled by the shopper',
  LINES_CANCELLED: 'Items cancelled',
  FAILED_DELIVERY_ANSWERED: 'Failed delivery answered',
};

type Contact = { street: string; city: string; state: string; postalCode: string; phone: string };

/**
 * The order's activity beside its status history: internal notes, the shopper's requests and the
 * owner's changes before shipping (the address and phone, units cancelled with their money back).
 */
export function ActivityPanel({ orderId }: { orderId: string }) {
  const { data } = useQuery(OrderActivityQuery, { variables: { id: orderId }, fetchPolicy: 'cache-and-network' });
  const order = data?.order;
  const changes = useOrderChanges();
  const [note, setNote] = useState('');
  const [contact, setContact] = useState<Contact | null>(null);
  const [units, setUnits] = useState<Record<string, number>>({});
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const cancelling = Object.entries(units)
    .filter(([, quantity]) => quantity > 0)
    .map(([lineId, quantity]) => ({ lineId, quantity }));
  const refund = useQuery(CancellationRefundQuery, {
    variables: { id: orderId, lines: cancelling },
    skip: !confirming || cancelling.length === 0,
    fetchPolicy: 'network-only',
  });
  const cancelPaise = refund.data?.order?.cancellationRefund.amount ?? null;
  if (!order) return null;
  const beforeShipping = order.status === 'PENDING' || order.status === 'PROCESSING';
  const paid = order.paymentStatus === 'PAID' || order.paymentStatus === 'PARTIALLY_REFUNDED';
  const chosen = order.lines.filter((line) => (units[line.id] ?? 0) > 0);

  async function run(action: () => Promise<unknown>, done: string) {
    setProblem(null);
    try {
      await action();
      notify.success(done);
      return true;
    } catch (error) {
      setProblem(errorMessage(error, 'That did not go through. Please try again.'));
      return false;
    }
  }

  const { street, city, state, postalCode } = order.address;
  const editing = contact ?? { street, city, state, postalCode, phone: order.phone };
  const field = (key: keyof Contact, label: string) => (
    <TextInput label={label} value={editing[key]} onChange={(event) => setContact({ ...editing, [key]: event.currentTarget.value })} />
  );

  return (
    <Stack gap="sm" data-testid="activity-panel">
      <Divider />
      <Title order={2} size="h5">
        Activity and notes
      </Title>
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      {order.activity.length === 0 ? (
        <Text size="sm" c="dimmed">
          No notes or changes yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Activity">
          {order.activity.map((entry, index) => (
            <Stack key={index} gap={2} component="li" data-testid="order-activity-entry">
              <Badge variant="light" color={entry.kind === 'ADDRESS_CHANGE_REQUESTED' ? 'orange' : 'gray'} w="fit-content">
                {KIND_LABEL[entry.kind]}
              </Badge>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {entry.note}
              </Text>
              <Text size="xs" c="dimmed">
                {formatOrderDateTime(entry.at)} · {entry.by}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      <Textarea
        label="Internal note"
        description="Only the shop sees it"
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        rows={2}
      />
      <Button
        variant="default"
        w="fit-content"
        loading={changes.loading}
        onClick={() => void run(() => changes.addNote(order.id, note), 'Note added').then((ok) => ok && setNote(''))}
      >
        Add note
      </Button>

      {beforeShipping && (
        <>
          <Title order={3} size="h6">
            Delivery address and phone
          </Title>
          <Grid gap="xs">
            <Grid.Col span={12}>{field('street', 'Street address')}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>{field('city', 'City')}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>{field('state', 'State')}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>{field('postalCode', 'PIN code')}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>{field('phone', 'Phone')}</Grid.Col>
          </Grid>
          <Button
            variant="default"
            w="fit-content"
            disabled={!contact}
            loading={changes.loading}
            onClick={() =>
              void run(() => changes.changeContact({ orderId: order.id, ...editing }), 'Address and phone saved').then(
                (ok) => ok && setContact(null),
              )
            }
          >
            Save address and phone
          </Button>
        </>
      )}

      {beforeShipping && paid && (
        <>
          <Title order={3} size="h6">
            Cancel some items
          </Title>
          {order.lines
            .filter((line) => line.quantity > line.restockedQuantity)
            .map((line) => (
              <NativeSelect
                key={line.id}
                label={`${line.name} (${line.size}): units to cancel`}
                data={Array.from({ length: line.quantity - line.restockedQuantity + 1 }, (_, count) => String(count))}
                value={String(units[line.id] ?? 0)}
                onChange={(event) => {
                  setConfirming(false);
                  setUnits({ ...units, [line.id]: Number(event.currentTarget.value) });
                }}
              />
            ))}
          {confirming ? (
            refund.error ? (
              <Alert color="red" variant="light" title="These items cannot be cancelled">
                {errorMessage(refund.error, 'The refund could not be worked out. Please try again.')}
              </Alert>
            ) : (
              <ConfirmStep
                message={
                  cancelPaise === null
                    ? 'Working out the refund…'
                    : `${formatPaise(cancelPaise)} goes back to the shopper's payment method and the units go back to stock.`
                }
                confirmLabel={cancelPaise === null ? 'Yes, cancel and refund' : `Yes, cancel and refund ${formatPaise(cancelPaise)}`}
                loading={changes.loading || cancelPaise === null}
                onBack={() => setConfirming(false)}
                onConfirm={() =>
                  void run(
                    () =>
                      changes.cancelLines(
                        order.id,
                        chosen.map((line) => ({ lineId: line.id, quantity: units[line.id] })),
                      ),
                    'Items cancelled',
                  ).then(() => {
                    setConfirming(false);
                    setUnits({});
                  })
                }
              />
            )
          ) : (
            <Button variant="light" color="red" w="fit-content" disabled={chosen.length === 0} onClick={() => setConfirming(true)}>
              Cancel items
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
