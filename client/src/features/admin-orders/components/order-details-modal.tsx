import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { formatRupees } from '../../../../../common/money';
import { ORDER_STATUSES } from '../../../../../common/order-status';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import type { OrderStatus } from '../../../gql/graphql';
import { OrderStatusBadge } from '../../admin-layout/components/order-status-badge';
import { errorMessage } from '../../../lib/errors';
import { formatOrderDateTime } from '../../admin-layout/format-date';
import { useUpdateOrderStatus } from '../api/use-update-order-status';

export const AdminOrderDetailsFragment = graphql(`
  fragment AdminOrderDetails on Order {
    id
    orderNumber
    customerName
    email
    phone
    addressLine
    createdAt
    lines {
      productId
      name
      size
      quantity
      unitPrice
      lineTotal
    }
    subtotal
    shipping
    tax
    total
    status
    paymentStatus
    paymentReference
    paymentFailureReason
    refundDue
    history {
      status
      changedBy
      at
      note
    }
  }
`);

type OrderRef = FragmentType<typeof AdminOrderDetailsFragment>;

const PAYMENT_LABELS: Record<string, string> = { PENDING: 'Pending', PAID: 'Paid', FAILED: 'Failed' };

interface OrderDetailsModalProps {
  order: OrderRef | null;
  onClose: () => void;
}

/** Order details with the Update Status select (spec §2, §4). */
export function OrderDetailsModal({ order, onClose }: OrderDetailsModalProps) {
  const id = order ? getFragmentData(AdminOrderDetailsFragment, order).id : null;
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title="Order Details"
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {order && <OrderDetails key={id} order={order} onClose={onClose} />}
    </Modal>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function OrderDetails({ order: ref, onClose }: { order: OrderRef; onClose: () => void }) {
  const order = getFragmentData(AdminOrderDetailsFragment, ref);
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [failure, setFailure] = useState<string | null>(null);
  const { updateOrderStatus, loading } = useUpdateOrderStatus();

  async function submit() {
    setFailure(null);
    try {
      await updateOrderStatus(order.id, status, order.orderNumber);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={700} ff="monospace">
          {order.orderNumber}
        </Text>
        <OrderStatusBadge status={order.status} />
      </Group>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field label="Customer">{order.customerName}</Field>
        <Field label="Email">{order.email}</Field>
        <Field label="Phone">{order.phone}</Field>
        <Field label="Placed">{formatOrderDateTime(order.createdAt)}</Field>
        <Field label="Shipping address">{order.addressLine}</Field>
        <Field label="Payment">
          {PAYMENT_LABELS[order.paymentStatus] ?? order.paymentStatus}
          {order.paymentReference && (
            <Text size="xs" c="dimmed">
              Ref. {order.paymentReference}
            </Text>
          )}
          {order.paymentFailureReason && (
            <Text size="xs" c="dimmed">
              {order.paymentFailureReason}
            </Text>
          )}
        </Field>
      </SimpleGrid>

      {order.refundDue && (
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />}>
          The provider took payment after this order was released. Refund the customer.
        </Alert>
      )}

      <Divider />
      <Title order={2} size="h5">
        Items
      </Title>
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th>Size</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right">Price</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((line) => (
              <Table.Tr key={`${line.productId}-${line.size}`}>
                <Table.Td>{line.name}</Table.Td>
                <Table.Td>{line.size}</Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
                <Table.Td ta="right">{formatRupees(line.unitPrice)}</Table.Td>
                <Table.Td ta="right">{formatRupees(line.lineTotal)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap={2} align="flex-end">
        <Text size="sm">Subtotal: {formatRupees(order.subtotal)}</Text>
        <Text size="sm">Shipping: {formatRupees(order.shipping)}</Text>
        <Text size="sm">Tax: {formatRupees(order.tax)}</Text>
        <Text fw={700}>Total: {formatRupees(order.total)}</Text>
      </Stack>

      <Divider />
      <Title order={2} size="h5">
        History
      </Title>
      {order.history.length === 0 ? (
        <Text size="sm" c="dimmed">
          No status changes yet.
        </Text>
      ) : (
        <Timeline active={order.history.length - 1} bulletSize={14} lineWidth={2} aria-label="Status history">
          {order.history.map((change, index) => (
            <Timeline.Item key={index} title={change.status} data-testid="order-history-entry">
              <Text size="xs" c="dimmed">
                {formatOrderDateTime(change.at)} · {change.changedBy}
              </Text>
              {change.note && <Text size="xs">{change.note}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      )}

      <Divider />
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {failure}
        </Alert>
      )}
      <Select
        label="Update Status"
        data={[...ORDER_STATUSES]}
        value={status}
        allowDeselect={false}
        onChange={(value) => value && setStatus(value as OrderStatus)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={loading}>
          Close
        </Button>
        <Button onClick={() => void submit()} loading={loading} disabled={status === order.status}>
          Update Order
        </Button>
      </Group>
    </Stack>
  );
}
