import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { formatRupees } from '../../../../../common/money';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { formatOrderDate } from '../../admin-layout/format-date';

export const AdminCustomerRowFragment = graphql(`
  fragment AdminCustomerRow on Customer {
    email
    name
    phone
    orderCount
    totalSpent
    lastOrderAt
  }
`);

/** Customers derived from orders: one per e-mail address; a table on wide screens, cards on phones. */
export function CustomersTable({ customers }: { customers: readonly FragmentType<typeof AdminCustomerRowFragment>[] }) {
  const rows = getFragmentData(AdminCustomerRowFragment, customers);
  return (
    <>
    <Stack gap="sm" hiddenFrom="sm">
      {rows.map((customer) => (
        <Paper key={customer.email} withBorder radius="md" p="sm" data-testid="admin-customer-card">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {customer.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {customer.email}
              </Text>
              <Text size="xs" c="dimmed">
                {customer.phone}
              </Text>
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text size="sm" fw={600}>
                {formatRupees(customer.totalSpent)}
              </Text>
              <Text size="xs" c="dimmed" ta="right">
                {customer.orderCount} {customer.orderCount === 1 ? 'order' : 'orders'} · {formatOrderDate(customer.lastOrderAt)}
              </Text>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
    <Table.ScrollContainer minWidth={720} visibleFrom="sm">
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th ta="right">Orders</Table.Th>
            <Table.Th ta="right">Total spent</Table.Th>
            <Table.Th>Last order</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((customer) => (
            <Table.Tr key={customer.email} data-testid="admin-customer-row">
              <Table.Td>
                <Text size="sm" fw={500}>
                  {customer.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{customer.email}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{customer.phone}</Text>
              </Table.Td>
              <Table.Td ta="right">{customer.orderCount}</Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={500}>
                  {formatRupees(customer.totalSpent)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatOrderDate(customer.lastOrderAt)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
    </>
  );
}
