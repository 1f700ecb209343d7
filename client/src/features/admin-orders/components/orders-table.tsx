import { ActionIcon, Checkbox, Group, Select, Stack, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconEye, IconSelector, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatOrderDate } from '@/components/admin/format-date';
import { OrderStatusBadge } from '@/components/admin/order-status-badge';
import { ResponsiveTable, type TableColumn } from '@/components/admin/responsive-table';
import { CardRow, Figure, TwoLines } from '@/components/admin/table-cells';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import type { OrderSortField } from '@/gql/graphql';
import { formatPaise } from '@common/money';
import { paymentStatusLabel } from '@common/order-status';
import type { OrderSortState } from '../order-sort';

export const AdminOrderRowFragment = graphql(`
  fragment AdminOrderRow on Order {
    id
    orderNumber
    customerName
    email
    createdAt
    itemCount
    totalMoney {
      formatted
    }
    status
    paymentStatus
    paymentMethod
    breakdown {
      cashToCollectMoney {
        amount
      }
    }
  }
`);

type OrderRef = FragmentType<typeof AdminOrderRowFragment>;
const read = (ref: OrderRef) => getFragmentData(AdminOrderRowFragment, ref);
const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * How the order is paid and where that stands, from the server's breakdown: cash still at the
 * door reads as cash to collect, never as paid.
 */
function payment(ref: OrderRef): { method: string; standing: string } {
  const order = read(ref);
  const toCollect = order.breakdown.cashToCollectMoney?.amount ?? 0;
  return {
    method: order.paymentMethod === 'CASH_ON_DELIVERY' ? 'Cash on delivery' : 'Online',
    standing: toCollect > 0 ? `${formatPaise(toCollect)} to collect` : paymentStatusLabel(order.paymentStatus),
  };
}

function PaymentCell({ order }: { order: OrderRef }) {
  const { method, standing } = payment(order);
  return <TwoLines primary={method} secondary={standing} />;
}

const SORTABLE: { field: OrderSortField; label: string; numeric?: boolean; cell: (ref: OrderRef) => ReactNode }[] = [
  { field: 'ID', label: 'ID', cell: (ref) => <TwoLines mono primary={read(ref).orderNumber} /> },
  { field: 'DATE', label: 'Date', cell: (ref) => <Figure>{formatOrderDate(read(ref).createdAt)}</Figure> },
  { field: 'CUSTOMER', label: 'Customer', cell: (ref) => <TwoLines primary={read(ref).customerName} secondary={read(ref).email} /> },
  { field: 'ITEMS', label: 'Items', numeric: true, cell: (ref) => <Figure>{read(ref).itemCount}</Figure> },
  { field: 'TOTAL', label: 'Total', numeric: true, cell: (ref) => <Figure strong>{read(ref).totalMoney.formatted}</Figure> },
  { field: 'STATUS', label: 'Status', cell: (ref) => <OrderStatusBadge status={read(ref).status} /> },
];

interface OrdersTableProps<T extends OrderRef> {
  orders: readonly T[];
  sort: OrderSortState;
  onSort: (field: OrderSortField) => void;
  onView: (order: T) => void;
  /** The orders ticked for packing slips, by id (kept across pages). */
  selected: ReadonlySet<string>;
  /** Ticks or unticks these orders. */
  onSelect: (ids: readonly string[], selected: boolean) => void;
}

/**
 * The admin order list: a table with sortable column headers from tablet
 * width up; on phones, cards with a sort picker in place of the headers.
 */
export function OrdersTable<T extends OrderRef>({ orders, sort, onSort, onView, selected, onSelect }: OrdersTableProps<T>) {
  const pageIds = orders.map((ref) => read(ref).id);
  const ticked = pageIds.filter((id) => selected.has(id)).length;
  const tick = (ref: T) => {
    const order = read(ref);
    return (
      <Checkbox
        aria-label={`Select order ${order.orderNumber}`}
        checked={selected.has(order.id)}
        onChange={(event) => onSelect([order.id], event.currentTarget.checked)}
      />
    );
  };
  const viewButton = (ref: T, variant: 'subtle' | 'light') => (
    <ActionIcon variant={variant} size="lg" aria-label={`View order ${read(ref).orderNumber}`} onClick={() => onView(ref)}>
      <IconEye size={18} />
    </ActionIcon>
  );
  const columns: TableColumn<T>[] = [
    {
      key: 'select',
      header: (
        <Checkbox
          aria-label="Select every order on this page"
          checked={ticked > 0 && ticked === pageIds.length}
          indeterminate={ticked > 0 && ticked < pageIds.length}
          onChange={(event) => onSelect(pageIds, event.currentTarget.checked)}
        />
      ),
      cell: tick,
    },
    ...SORTABLE.map(({ field, label, numeric, cell }) => {
      const active = sort.field === field;
      const Icon = !active ? IconSelector : sort.direction === 'ASC' ? IconChevronUp : IconChevronDown;
      return {
        key: field,
        numeric,
        cell,
        ariaSort: active ? (sort.direction === 'ASC' ? 'ascending' : 'descending') : 'none',
        header: (
          <UnstyledButton onClick={() => onSort(field)} fw={700} fz="sm">
            <Group gap={4} wrap="nowrap" justify={numeric ? 'flex-end' : undefined}>
              {label}
              <Icon size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        ),
      } satisfies TableColumn<T>;
    }),
    { key: 'payment', header: 'Payment', cell: (ref) => <PaymentCell order={ref} /> },
    { key: 'actions', header: 'Actions', numeric: true, cell: (ref) => viewButton(ref, 'subtle') },
  ];

  return (
    <ResponsiveTable
      rows={orders}
      rowKey={(ref) => read(ref).id}
      columns={columns}
      minWidth={760}
      testId="admin-order"
      phoneHeader={<PhoneSort sort={sort} onSort={onSort} />}
      card={(ref) => {
        const order = read(ref);
        return (
          <Stack gap={6}>
            <CardRow
              left={
                <Group gap="sm" wrap="nowrap">
                  {tick(ref)}
                  <TwoLines
                    mono
                    primary={order.orderNumber}
                    secondary={`${formatOrderDate(order.createdAt)} · ${items(order.itemCount)}`}
                  />
                </Group>
              }
              right={<OrderStatusBadge status={order.status} />}
            />
            <CardRow
              left={<TwoLines truncate primary={order.customerName} secondary={order.email} />}
              right={
                <Group gap="xs" wrap="nowrap">
                  <Figure strong>{order.totalMoney.formatted}</Figure>
                  {viewButton(ref, 'light')}
                </Group>
              }
            />
            <PaymentCell order={ref} />
          </Stack>
        );
      }}
    />
  );
}

function PhoneSort({ sort, onSort }: Pick<OrdersTableProps<OrderRef>, 'sort' | 'onSort'>) {
  const label = SORTABLE.find((column) => column.field === sort.field)?.label ?? 'Date';
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label="Sort by"
        size="sm"
        style={{ flex: 1 }}
        data={SORTABLE.map((column) => ({ value: column.field, label: column.label }))}
        value={sort.field}
        allowDeselect={false}
        onChange={(value) => value && value !== sort.field && onSort(value)}
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
