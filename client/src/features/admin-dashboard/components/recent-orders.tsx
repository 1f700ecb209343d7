import { Anchor, Group, Paper, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatOrderDate } from '@/components/admin/format-date';
import { OrderStatusBadge } from '@/components/admin/order-status-badge';
import { EmptyState } from '@/components/admin/query-states';
import { ResponsiveTable, type TableColumn } from '@/components/admin/responsive-table';
import { CardRow, Figure, TwoLines } from '@/components/admin/table-cells';
import { paths } from '@/config/paths';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import type { DashboardRecentOrderFragment as RecentOrder } from '@/gql/graphql';

export const DashboardRecentOrderFragment = graphql(`
  fragment DashboardRecentOrder on Order {
    id
    orderNumber
    customerName
    createdAt
    totalMoney {
      formatted
    }
    status
  }
`);

const COLUMNS: TableColumn<RecentOrder>[] = [
  { key: 'order', header: 'Order', cell: (order) => <TwoLines mono primary={order.orderNumber} /> },
  { key: 'customer', header: 'Customer', cell: (order) => <Figure>{order.customerName}</Figure> },
  { key: 'date', header: 'Date', cell: (order) => <Figure>{formatOrderDate(order.createdAt)}</Figure> },
  { key: 'total', header: 'Total', numeric: true, cell: (order) => <Figure strong>{order.totalMoney.formatted}</Figure> },
  { key: 'status', header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
];

const TABLE = {
  columns: COLUMNS,
  rowKey: (order: RecentOrder) => order.id,
  minWidth: 520,
  verticalSpacing: 'xs',
  testId: 'recent-order',
} as const;

/** The dashboard's Recent Orders table with View All. */
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
        <ResponsiveTable
          {...TABLE}
          rows={rows}
          card={(order) => (
            <CardRow
              left={
                <TwoLines
                  mono
                  truncate
                  primary={order.orderNumber}
                  secondary={`${order.customerName} · ${formatOrderDate(order.createdAt)}`}
                />
              }
              right={
                <>
                  <Figure strong>{order.totalMoney.formatted}</Figure>
                  <OrderStatusBadge status={order.status} />
                </>
              }
            />
          )}
        />
      )}
    </Paper>
  );
}
