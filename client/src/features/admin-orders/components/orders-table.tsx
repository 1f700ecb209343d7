import { ActionIcon, Box, Group, Paper, Select, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconEye,
  IconSelector,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import { formatRupees } from '../../../../../common/money';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import type { OrderSortField } from '../../../gql/graphql';
import type { OrderSortState } from '../order-sort';
import { OrderStatusBadge } from '../../admin-layout/components/order-status-badge';
import { formatOrderDate } from '../../admin-layout/format-date';

export const AdminOrderRowFragment = graphql(`
  fragment AdminOrderRow on Order {
    id
    orderNumber
    customerName
    email
    createdAt
    itemCount
    total
    status
    paymentStatus
  }
`);

type OrderRef = FragmentType<typeof AdminOrderRowFragment>;

const COLUMNS: { field: OrderSortField; label: string; numeric?: boolean }[] = [
  { field: 'ID', label: 'ID' },
  { field: 'DATE', label: 'Date' },
  { field: 'CUSTOMER', label: 'Customer' },
  { field: 'ITEMS', label: 'Items', numeric: true },
  { field: 'TOTAL', label: 'Total', numeric: true },
  { field: 'STATUS', label: 'Status' },
];

interface OrdersTableProps<T extends OrderRef> {
  orders: readonly T[];
  sort: OrderSortState;
  onSort: (field: OrderSortField) => void;
  onView: (order: T) => void;
}

/**
 * The admin order list (spec §2 Admin orders): a table with sortable column headers from tablet
 * width up; on phones, cards with a sort picker in place of the headers.
 */
export function OrdersTable<T extends OrderRef>(props: OrdersTableProps<T>) {
  return (
    <>
      <Box visibleFrom="sm">
        <WideTable {...props} />
      </Box>
      <Box hiddenFrom="sm">
        <OrderCards {...props} />
      </Box>
    </>
  );
}

function PhoneSort({ sort, onSort }: Pick<OrdersTableProps<OrderRef>, 'sort' | 'onSort'>) {
  const label = COLUMNS.find((column) => column.field === sort.field)?.label ?? 'Date';
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label="Sort by"
        size="sm"
        style={{ flex: 1 }}
        data={COLUMNS.map((column) => ({ value: column.field, label: column.label }))}
        value={sort.field}
        allowDeselect={false}
        onChange={(value) => value && value !== sort.field && onSort(value as OrderSortField)}
      />
      <ActionIcon
        variant="default"
        size={36}
        aria-label={`${label}, ${sort.direction === 'ASC' ? 'ascending' : 'descending'}: reverse the order`}
        onClick={() => onSort(sort.field)}
      >
        {sort.direction === 'ASC' ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
      </ActionIcon>
    </Group>
  );
}

function OrderCards<T extends OrderRef>({ orders, sort, onSort, onView }: OrdersTableProps<T>) {
  return (
    <Stack gap="sm">
      <PhoneSort sort={sort} onSort={onSort} />
      {orders.map((ref) => {
        const order = getFragmentData(AdminOrderRowFragment, ref);
        return (
          <Paper key={order.id} withBorder radius="md" p="sm" data-testid="admin-order-card">
            <Group justify="space-between" wrap="nowrap" mb={4}>
              <Text size="sm" fw={700} ff="monospace">
                {order.orderNumber}
              </Text>
              <OrderStatusBadge status={order.status} />
            </Group>
            <Text size="sm" fw={500} truncate>
              {order.customerName}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {order.email}
            </Text>
            <Group justify="space-between" mt={6} wrap="nowrap">
              <Text size="xs" c="dimmed">
                {formatOrderDate(order.createdAt)} · {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}
              </Text>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {formatRupees(order.total)}
                </Text>
                <ActionIcon variant="light" size="lg" aria-label={`View order ${order.orderNumber}`} onClick={() => onView(ref)}>
                  <IconEye size={18} />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

function WideTable<T extends OrderRef>({ orders, sort, onSort, onView }: OrdersTableProps<T>) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => {
              const active = sort.field === column.field;
              const Icon = !active ? IconSelector : sort.direction === 'ASC' ? IconChevronUp : IconChevronDown;
              return (
                <Table.Th
                  key={column.field}
                  aria-sort={active ? (sort.direction === 'ASC' ? 'ascending' : 'descending') : 'none'}
                  ta={column.numeric ? 'right' : undefined}
                >
                  <UnstyledButton onClick={() => onSort(column.field)} fw={700} fz="sm">
                    <Group gap={4} wrap="nowrap" justify={column.numeric ? 'flex-end' : undefined}>
                      {column.label}
                      <Icon size={14} aria-hidden />
                    </Group>
                  </UnstyledButton>
                </Table.Th>
              );
            })}
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((ref) => {
            const order = getFragmentData(AdminOrderRowFragment, ref);
            return (
              <Table.Tr key={order.id} data-testid="admin-order-row">
                <Table.Td>
                  <Text size="sm" fw={600} ff="monospace">
                    {order.orderNumber}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatOrderDate(order.createdAt)}</Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {order.customerName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {order.email}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{order.itemCount}</Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" fw={500}>
                    {formatRupees(order.total)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <OrderStatusBadge status={order.status} />
                </Table.Td>
                <Table.Td ta="right">
                  <ActionIcon variant="subtle" aria-label={`View order ${order.orderNumber}`} onClick={() => onView(ref)}>
                    <IconEye size={18} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
