import { Alert, Button, Divider, Group, Modal, ScrollArea, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconAlertCircle, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { orderStatusName, paymentStatusLabel } from '@common/order-status';
import { paymentFailureMessage } from '@common/payment-reasons';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import type { OrderStatus } from '@/gql/graphql';
import { OrderStatusBadge } from '@/components/admin/order-status-badge';
import { errorMessage } from '@/lib/errors';
import { TaxDocumentLinks } from '@/components/ui/tax-document-links';
import { orderLineSummary } from '@/lib/order-lines';
import { formatOrderDateTime } from '@/components/admin/format-date';
import { useUpdateOrderStatus } from '../api/use-update-order-status';
import { historyNote } from '../history-note';
import { packingSlipHref } from '../packing-slips';
import { ConfirmStep } from './confirm-step';
import { OrderStatusControl } from './order-status-control';
import { RefundPanel } from './refund-panel';
import { ReturnsPanel } from './returns-panel';
import { ShipPanel } from './ship-panel';
import { CourierPanel } from './courier-panel';
import { CodPanel } from './cod-panel';
import { OrderMoney } from './order-money';
import { ActivityPanel } from './activity-panel';

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
      ...OrderLineSummary
    }
    ...OrderMoney
    ...OrderTaxDocuments
    buyerGstin
    status
    paymentStatus
    paymentMethod
    cashCollectedAt
    totalMoney {
      formatted
    }
    paymentReference
    paymentFailureReason
    paymentErrorCode
    refundDue
    deliveredAt
    shipment {
      carrierName
      trackingNumber
      trackingUrl
      shippedAt
    }
    ...OrderStatusControl
    history {
      status
      changedBy
      at
      note
    }
  }
`);

type OrderRef = FragmentType<typeof AdminOrderDetailsFragment>;

interface OrderDetailsModalProps {
  order: OrderRef | null;
  onClose: () => void;
}

/** Order details with the Update Status select, offering only the moves the server allows. */
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
      {/* Long addresses and e-mails wrap rather than push the dialog sideways on a phone. */}
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function OrderDetails({ order: ref, onClose }: { order: OrderRef; onClose: () => void }) {
  const order = getFragmentData(AdminOrderDetailsFragment, ref);
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { updateOrderStatus, loading } = useUpdateOrderStatus();
  // Cancelling an order the shopper paid for owes them their money: asked once more, with the sum.
  const cancelsPayment = status === 'CANCELLED' && (order.paymentStatus === 'PAID' || order.paymentStatus === 'PARTIALLY_REFUNDED');

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
      <Group justify="space-between" gap="xs">
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
        {order.buyerGstin && <Field label="Buyer's GSTIN">{order.buyerGstin}</Field>}
        <Field label="Payment">
          {paymentStatusLabel(order.paymentStatus)}
          {order.paymentReference && (
            <Text size="xs" c="dimmed">
              Ref. {order.paymentReference}
            </Text>
          )}
          {order.paymentFailureReason && (
            // The shop's words for the reason (as the shopper saw them), not the stored key.
            <Text size="xs" c="dimmed" data-testid="payment-failure-reason">
              {paymentFailureMessage(order.paymentFailureReason)}
            </Text>
          )}
          {order.paymentErrorCode && (
            // The provider's own code, for the admin (the shopper never sees it).
            <Text size="xs" c="dimmed" data-testid="payment-error-code">
              Provider code {order.paymentErrorCode}
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
      {/* A list rather than a table: it fits a 390 px phone without scrolling sideways. */}
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Items">
        {order.lines.map(orderLineSummary).map((line) => (
          <Group component="li" key={line.key} justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {line.name}
              </Text>
              <Text size="xs" c="dimmed">
                {line.detail}
              </Text>
            </Stack>
            <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
              {line.lineTotalMoney.formatted}
            </Text>
          </Group>
        ))}
      </Stack>
      <OrderMoney order={order} />
      <TaxDocumentLinks order={order} />
      <Group>
        <Button
          component="a"
          href={packingSlipHref(order.id)}
          target="_blank"
          rel="noopener"
          variant="default"
          size="xs"
          leftSection={<IconPrinter size={14} aria-hidden />}
        >
          Packing slip
        </Button>
      </Group>

      <CourierPanel order={order} />
      <ShipPanel order={order} />

      <ReturnsPanel orderId={order.id} />
      <CodPanel order={order} />

      <RefundPanel orderId={order.id} />

      <ActivityPanel orderId={order.id} />

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
            <Timeline.Item key={index} title={orderStatusName(change.status)} data-testid="order-history-entry">
              <Text size="xs" c="dimmed">
                {formatOrderDateTime(change.at)} · {change.changedBy}
              </Text>
              {change.note && <Text size="xs">{historyNote(change.note)}</Text>}
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
      <OrderStatusControl order={order} value={status} onChange={setStatus} />
      {confirming && cancelsPayment ? (
        <ConfirmStep
          message={`${order.orderNumber} was paid ${order.totalMoney.formatted}. Cancelling it owes the shopper a refund of what they have not had back yet.`}
          confirmLabel={`Yes, cancel ${order.orderNumber}`}
          onConfirm={() => void submit()}
          onBack={() => setConfirming(false)}
          loading={loading}
        />
      ) : (
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Close
          </Button>
          <Button
            onClick={() => (cancelsPayment ? setConfirming(true) : void submit())}
            loading={loading}
            disabled={status === order.status}
          >
            Update Order
          </Button>
        </Group>
      )}
    </Stack>
  );
}
