import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatRupees } from '../../../../../common/money';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { OrderStatusBadge } from '../../admin-layout/components/order-status-badge';
import { EmptyState } from '../../admin-layout/components/query-states';
import { formatOrderDate } from '../../admin-layout/format-date';

export const DashboardRecentOrderFragment = graphql(`
  fragment DashboardRecentOrder on Order {
    id
    orderNumber
    customerName
    createdAt
    total
    status
  }
`);

/** The dashboard's Recent Orders table with View All (spec §2). */
export function RecentOrders({ orders }: { orders: readonly FragmentType<typeof DashboardRecentOrderFragment>[] }) {
  const rows = getFragmentData(DashboardRecentOrderFragment, orders);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Recent Orders
        </Title>
        <Anchor component={Link} to={paths.admin.orders.getHref()} size="sm" fw={600}>
          View All
        </Anchor>
      </Group>
      {rows.length === 0 ? (
        <EmptyState message="No orders yet. They appear here as soon as a shopper checks out." />
      ) : (
        <>
        <Stack gap={0} hiddenFrom="sm">
          {rows.map((order) => (
            <Group key={order.id} justify="space-between" wrap="nowrap" py="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} ff="monospace">
                  {order.orderNumber}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {order.customerName} · {formatOrderDate(order.createdAt)}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end">
                <Text size="sm" fw={600}>
                  {formatRupees(order.total)}
                </Text>
                <OrderStatusBadge status={order.status} />
              </Stack>
            </Group>
          ))}
        </Stack>
        <Table.ScrollContainer minWidth={520} visibleFrom="sm">
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order</Table.Th>
                <Table.Th>Customer</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((order) => (
                <Table.Tr key={order.id} data-testid="recent-order-row">
                  <Table.Td>
                    <Text size="sm" fw={600} ff="monospace">
                      {order.orderNumber}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{order.customerName}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatOrderDate(order.createdAt)}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm" fw={500}>
                      {formatRupees(order.total)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <OrderStatusBadge status={order.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        </>
      )}
    </Paper>
  );
}
