import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatOrderDate } from '@/components/admin/format-date';
import { ResponsiveTable, type TableColumn } from '@/components/admin/responsive-table';
import { CardRow, Figure, TwoLines } from '@/components/admin/table-cells';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import type { AdminCustomerRowFragment as Customer } from '@/gql/graphql';

export const AdminCustomerRowFragment = graphql(`
  fragment AdminCustomerRow on Customer {
    email
    name
    phone
    orderCount
    totalSpentMoney {
      formatted
    }
    lastOrderAt
  }
`);

const orders = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

const COLUMNS: TableColumn<Customer>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (customer) => (
      <Anchor component={Link} to={paths.admin.customer.getHref(customer.email)} fw={600}>
        {customer.name}
      </Anchor>
    ),
  },
  { key: 'email', header: 'Email', cell: (customer) => <Figure>{customer.email}</Figure> },
  { key: 'phone', header: 'Phone', cell: (customer) => <Figure>{customer.phone}</Figure> },
  { key: 'orders', header: 'Orders', numeric: true, cell: (customer) => <Figure>{customer.orderCount}</Figure> },
  { key: 'spent', header: 'Total spent', numeric: true, cell: (customer) => <Figure strong>{customer.totalSpentMoney.formatted}</Figure> },
  { key: 'last', header: 'Last order', cell: (customer) => <Figure>{formatOrderDate(customer.lastOrderAt)}</Figure> },
];

const TABLE = { columns: COLUMNS, rowKey: (customer: Customer) => customer.email, minWidth: 720, testId: 'admin-customer' };

/** Customers derived from orders: one per e-mail address; a table on wide screens, cards on phones. */
export function CustomersTable({ customers }: { customers: readonly FragmentType<typeof AdminCustomerRowFragment>[] }) {
  const rows = getFragmentData(AdminCustomerRowFragment, customers);
  return (
    <ResponsiveTable
      {...TABLE}
      rows={rows}
      card={(customer) => (
        <CardRow
          left={
            <TwoLines
              truncate
              primary={
                <Anchor component={Link} to={paths.admin.customer.getHref(customer.email)} fw={600}>
                  {customer.name}
                </Anchor>
              }
              secondary={`${customer.email} · ${customer.phone}`}
            />
          }
          right={
            <TwoLines
              primary={customer.totalSpentMoney.formatted}
              secondary={`${orders(customer.orderCount)} · ${formatOrderDate(customer.lastOrderAt)}`}
            />
          }
        />
      )}
    />
  );
}
