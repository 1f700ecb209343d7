import '@mantine/core/styles/Timeline.layer.css';
import { Badge, Card, Grid, Group, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconCircleCheck, IconClock, IconPackage, IconTruckDelivery } from '@tabler/icons-react';
import { formatRupees } from '../../../../../common/money';
import { estimatedDelivery, orderStatusColour } from '../../../../../common/order-status';
import { priceOrder } from '../../../../../common/pricing';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { OrderTotals } from '../../cart/components/order-totals';
import { Thumbnail } from '../../../components/ui/thumbnail';

export const OrderConfirmationFragment = graphql(`
  fragment OrderConfirmation_order on Order {
    id
    orderNumber
    createdAt
    status
    paymentStatus
    customerName
    email
    phone
    addressLine
    subtotal
    shipping
    tax
    total
    lines {
      productId
      name
      size
      quantity
      unitPrice
      lineTotal
      imageUrl
    }
  }
`);

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

const toPaise = (rupees: number) => Math.round(rupees * 100);

const STATUS_RANK: Record<string, number> = { Pending: 0, Processing: 1, Shipped: 2, Delivered: 3, Cancelled: -1 };

/** The heading says what really happened to the order (DESIGN.md D8: real data, real status). */
function headline(paymentStatus: string, status: string) {
  if (status === 'Cancelled') return { title: 'Order Cancelled', text: 'This order was cancelled. Any payment taken will be refunded to the original method.' };
  if (paymentStatus === 'PAID') return { title: 'Order Confirmed!', text: 'Thank you for shopping with Herbal Roots. We are preparing your order with care.' };
  if (paymentStatus === 'FAILED') return { title: 'Payment Failed', text: 'The payment for this order did not go through, so it will not be shipped.' };
  return { title: 'Order Received', text: 'We are waiting for our payment partner to confirm your payment.' };
}

/** /order-summary/:id: order number, dates, real status, the four steps, items and totals. */
export function OrderConfirmation({ order: orderRef }: { order: FragmentType<typeof OrderConfirmationFragment> }) {
  const order = getFragmentData(OrderConfirmationFragment, orderRef);
  const placed = new Date(order.createdAt);
  const delivery = estimatedDelivery(placed);
  const rank = STATUS_RANK[order.status] ?? 0;
  const paid = order.paymentStatus === 'PAID';
  const { title, text } = headline(order.paymentStatus, order.status);

  const steps = [
    { label: 'Order Placed', detail: dateFormat.format(placed), done: true, icon: IconCircleCheck },
    { label: 'Order Processing', detail: paid ? 'Payment confirmed' : 'Awaiting payment', done: paid && rank >= 0, icon: IconClock },
    { label: 'Order Shipped', detail: rank >= 2 ? 'On its way' : 'Pending', done: rank >= 2, icon: IconPackage },
    { label: 'Order Delivered', detail: rank >= 3 ? 'Delivered' : `Estimated ${dateFormat.format(delivery)}`, done: rank >= 3, icon: IconTruckDelivery },
  ];
  const activeStep = steps.filter((step) => step.done).length - 1;

  return (
    <Stack gap="xl">
      <Stack align="center" ta="center" gap="xs">
        <ThemeIcon size={76} radius="xl" variant="light" color={paid ? 'leaf' : order.paymentStatus === 'FAILED' ? 'red' : 'turmeric'} aria-hidden>
          <IconCircleCheck size={44} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 30, md: 40 }} c="var(--shop-heading)">
          {title}
        </Title>
        <Text c="dimmed" maw={520}>
          {text}
        </Text>
      </Stack>

      <Card withBorder radius="lg" padding="lg" style={{ background: 'var(--shop-surface)', borderColor: 'var(--shop-border)' }}>
        <Grid gap="md">
          <Fact label="Order number" value={order.orderNumber} />
          <Fact label="Order date" value={dateFormat.format(placed)} />
          <Fact label="Estimated delivery" value={dateFormat.format(delivery)} />
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.06em' }}>
              Status
            </Text>
            <Badge color={orderStatusColour(order.status)} variant="light" size="lg" mt={4} data-testid="order-status">
              {order.status}
            </Badge>
          </Grid.Col>
        </Grid>
      </Card>

      <Grid gap={{ base: 'lg', md: 32 }}>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="lg" padding="lg" h="100%" style={{ background: 'var(--shop-surface)', borderColor: 'var(--shop-border)' }}>
            <Title order={2} fz="lg" mb="md">
              Order progress
            </Title>
            <Timeline active={activeStep} bulletSize={30} lineWidth={2} color="leaf">
              {steps.map((step) => (
                <Timeline.Item key={step.label} title={step.label} bullet={<step.icon size={16} aria-hidden />}>
                  <Text fz="sm" c="dimmed">
                    {step.done ? `${step.detail}` : step.detail}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
            <Stack gap={2} mt="lg">
              <Text fz="sm" fw={600}>
                Delivering to
              </Text>
              <Text fz="sm">{order.customerName}</Text>
              <Text fz="sm">{order.addressLine}</Text>
              <Text fz="sm" c="dimmed">
                {order.email} · {order.phone}
              </Text>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="lg" padding="lg" style={{ background: 'var(--shop-surface)', borderColor: 'var(--shop-border)' }}>
            <Title order={2} fz="lg" mb="md">
              Items
            </Title>
            <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Items in this order">
              {order.lines.map((line) => (
                <Group key={`${line.productId}|${line.size}`} component="li" wrap="nowrap" gap="sm" pb="sm" style={{ borderBottom: '1px solid var(--shop-border)' }}>
                  {line.imageUrl && (
                    <Thumbnail src={line.imageUrl} size={56} />
                  )}
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={600} fz="sm">
                      {line.name}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {line.size} · {line.quantity} × {formatRupees(line.unitPrice)}
                    </Text>
                  </div>
                  <Text fw={600} fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatRupees(line.lineTotal)}
                  </Text>
                </Group>
              ))}
            </Stack>
            <div style={{ marginTop: 16 }}>
              <OrderTotals
                totals={{
                  ...priceOrder([]),
                  subtotalPaise: toPaise(order.subtotal),
                  shippingPaise: toPaise(order.shipping),
                  taxPaise: toPaise(order.tax),
                  totalPaise: toPaise(order.total),
                }}
              />
            </div>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Grid.Col span={{ base: 6, sm: 3 }}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.06em' }}>
        {label}
      </Text>
      <Text fw={600} mt={4}>
        {value}
      </Text>
    </Grid.Col>
  );
}
