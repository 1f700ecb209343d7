import '@mantine/core/styles/Timeline.layer.css';
import { Anchor, Button, Card, Grid, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconCircleCheck, IconClock, IconPackage, IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { OrderTotals } from '@/components/ui/order-totals';
import { Thumbnail } from '@/components/ui/thumbnail';
import { TintBadge } from '@/components/ui/tint-badge';
import { TaxDocumentLinks } from '@/components/ui/tax-document-links';
import { orderGstPaise } from '@/lib/order-gst';
import { orderLineSummary } from '@/lib/order-lines';
import { pricedTotals } from '@/lib/priced-totals';
import { orderStory } from '../order-story';
import { StoryIcon, StoryNotes } from './order-outcome';
import { INDIA_TIME_ZONE } from '@common/india-time';

export const OrderConfirmationFragment = graphql(`
  fragment OrderConfirmation_order on Order {
    id
    orderNumber
    createdAt
    status
    paymentStatus
    paymentFailureReason
    refundDue
    refundedAmountMoney {
      formatted
    }
    totalMoney {
      formatted
    }
    customerName
    email
    phone
    addressLine
    shipment {
      carrierName
      trackingNumber
      trackingUrl
    }
    ...PricedTotals
    ...OrderGst
    ...OrderTaxDocuments
    lines {
      ...OrderLineSummary
      imageUrl
    }
  }
`);

// The shop's calendar (India's), so the server's HTML and the browser show the same day.
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE });

const STEP_ICONS = [IconCircleCheck, IconClock, IconPackage, IconTruckDelivery];

/** /order-summary/:id: what happened to the order (one story, order-story.ts), its items and totals. */
export function OrderConfirmation({ order: orderRef }: { order: FragmentType<typeof OrderConfirmationFragment> }) {
  const order = getFragmentData(OrderConfirmationFragment, orderRef);
  const placed = new Date(order.createdAt);
  const story = orderStory(
    { ...order, refundedFormatted: order.refundedAmountMoney.formatted, totalFormatted: order.totalMoney.formatted },
    (date) => dateFormat.format(date),
  );
  const activeStep = story.steps ? story.steps.filter((step) => step.done).length - 1 : -1;

  return (
    <Stack gap="xl">
      <Stack align="center" ta="center" gap="xs">
        <StoryIcon tone={story.tone} size={76} />
        <Title order={1} fz={{ base: 30, md: 40 }} c="var(--shop-heading)">
          {story.title}
        </Title>
        <Text c="dimmed" maw={520} data-testid="story-text">
          {story.text}
        </Text>
        <StoryNotes story={story} maw={520} />
        {story.suggestRetry && (
          <Button component={Link} to={paths.cart.getHref()} radius="xl" mt="xs">
            Review cart and order again
          </Button>
        )}
      </Stack>

      <Card withBorder radius="lg" padding="lg" style={{ background: 'var(--shop-surface)', borderColor: 'var(--shop-border)' }}>
        <Grid gap="md">
          <Fact label="Order number" value={order.orderNumber} />
          <Fact label="Order date" value={dateFormat.format(placed)} />
          {story.estimatedDelivery && <Fact label="Estimated delivery" value={dateFormat.format(story.estimatedDelivery)} />}
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.06em' }}>
              Status
            </Text>
            <TintBadge colour={story.statusColour} size="lg" mt={4} data-testid="order-status">
              {story.statusLabel}
            </TintBadge>
          </Grid.Col>
        </Grid>
      </Card>

      <Grid gap={{ base: 'lg', md: 32 }}>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card
            withBorder
            radius="lg"
            padding="lg"
            h="100%"
            style={{ background: 'var(--shop-surface)', borderColor: 'var(--shop-border)' }}
          >
            {story.steps && (
              <>
                <Title order={2} fz="lg" mb="md">
                  Order progress
                </Title>
                <Timeline active={activeStep} bulletSize={30} lineWidth={2} color="leaf" mb="lg">
                  {story.steps.map((step, index) => {
                    const StepIcon = STEP_ICONS[index] ?? IconCircleCheck;
                    return (
                      <Timeline.Item key={step.label} title={step.label} bullet={<StepIcon size={16} aria-hidden />}>
                        <Text fz="sm" c="dimmed">
                          {step.detail}
                        </Text>
                      </Timeline.Item>
                    );
                  })}
                </Timeline>
              </>
            )}
            {order.shipment && (
              <Stack gap={2} mb="md" data-testid="shipment">
                <Text fz="sm" fw={600}>
                  Courier
                </Text>
                <Text fz="sm">
                  {order.shipment.carrierName} · tracking number {order.shipment.trackingNumber}
                </Text>
                {order.shipment.trackingUrl && (
                  <Anchor href={order.shipment.trackingUrl} target="_blank" rel="noopener noreferrer" fz="sm">
                    Track your parcel with {order.shipment.carrierName}
                  </Anchor>
                )}
              </Stack>
            )}
            <Stack gap={2}>
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
              {order.lines.map((ref) => {
                const line = orderLineSummary(ref);
                return (
                  <Group
                    key={line.key}
                    component="li"
                    wrap="nowrap"
                    gap="sm"
                    pb="sm"
                    style={{ borderBottom: '1px solid var(--shop-border)' }}
                  >
                    {ref.imageUrl && <Thumbnail src={ref.imageUrl} size={56} />}
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <Text fw={600} fz="sm">
                        {line.name}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {line.detail}
                      </Text>
                    </div>
                    <Text fw={600} fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {line.lineTotalMoney.formatted}
                    </Text>
                  </Group>
                );
              })}
            </Stack>
            <div style={{ marginTop: 16 }}>
              <OrderTotals totals={pricedTotals(order)} gstPaise={orderGstPaise(order)} />
            </div>
            <div style={{ marginTop: 16 }}>
              <TaxDocumentLinks order={order} />
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
