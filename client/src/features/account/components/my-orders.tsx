import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { RETURN_STATUS_FOR_SHOPPER } from '@common/returns';
import { Link } from 'react-router-dom';
import { OrderStatusBadge } from '@/components/admin/order-status-badge';
import { paths } from '@/config/paths';
import type { MyAccountQuery } from '@/gql/graphql';
import { INDIA_TIME_ZONE } from '@common/india-time';

type MyOrder = NonNullable<MyAccountQuery['me']>['orders'][number];

const placedOn = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: INDIA_TIME_ZONE });

/** Every order placed with the account's confirmed e-mail, guest orders included, newest first. */
export function MyOrders({ orders, email, confirmed }: { orders: readonly MyOrder[]; email: string; confirmed: boolean }) {
  if (!confirmed) {
    return <Text c="dimmed">Your orders appear here once your e-mail address is confirmed: open the link we sent to {email}.</Text>;
  }
  if (orders.length === 0) {
    return (
      <Text c="dimmed">
        No orders yet. Every order placed with {email} appears here, including those placed as a guest.{' '}
        <Anchor component={Link} to={paths.products.getHref()}>
          Start shopping
        </Anchor>
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="My orders">
      {orders.map((order) => (
        <Card component="li" key={order.id} withBorder radius="md" padding="md" data-testid="my-order">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={2}>
              <Anchor component={Link} to={paths.orderSummary.getHref(order.id)} fw={600}>
                {order.orderNumber}
              </Anchor>
              <Text size="sm" c="dimmed">
                {placedOn.format(new Date(order.createdAt))} · {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'} ·{' '}
                {order.totalMoney.formatted}
              </Text>
            </Stack>
            <OrderStatusBadge status={order.status} />
          </Group>
          {/* Where its returns and refunds stand, so the shopper need not open each order to know. */}
          {(order.returns.length > 0 || order.refundedAmountMoney.amount > 0) && (
            <Group gap="xs" mt="xs" data-testid="my-order-after-sale">
              {order.returns.map((request) => (
                <Badge key={request.id} variant="light" color={request.status === 'REJECTED' ? 'red' : 'leaf'} tt="none">
                  Return: {RETURN_STATUS_FOR_SHOPPER[request.status]}
                </Badge>
              ))}
              {order.refundedAmountMoney.amount > 0 && (
                <Text size="sm" fw={600}>
                  Refunded {order.refundedAmountMoney.formatted}
                </Text>
              )}
            </Group>
          )}
          <Group gap="md" mt="xs">
            <Anchor component={Link} to={paths.orderSummary.getHref(order.id)} size="sm">
              View order
            </Anchor>
            <Anchor component={Link} to={paths.trackOrder.getHref(order.orderNumber)} size="sm">
              Track
            </Anchor>
            {order.invoice && (
              <Anchor href={order.invoice.pdfUrl} size="sm" target="_blank" rel="noopener">
                Invoice {order.invoice.number} (PDF)
              </Anchor>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
