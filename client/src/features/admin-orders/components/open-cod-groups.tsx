import { useQuery } from '@apollo/client/react';
import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { EmptyState, LoadError, TableSkeleton } from '@/components/admin/query-states';
import { graphql } from '@/gql';
import { OrderDetailsModal } from './order-details-modal';

export const OpenCodGroupsQuery = graphql(`
  query AdminOpenCodGroups {
    openCashOnDeliveryGroups {
      matchedBy
      key
      openOrders
      orders {
        id
        orderNumber
        customerName
      }
    }
  }
`);

// The details of the order opened, asked for once it is opened: every group's orders with their
// lines would cost more than one request may.
const OpenCodOrderQuery = graphql(`
  query AdminOpenCodOrder($id: ID!) {
    order(id: $id) {
      id
      ...AdminOrderDetails
    }
  }
`);

const SHARED: Record<string, string> = {
  EMAIL: 'E-mail',
  PHONE: 'Phone',
  ADDRESS: 'Street and PIN code',
  CLIENT_ADDRESS: 'Placed from',
};

/**
 * Undelivered cash-on-delivery orders that share an e-mail, phone or street (folded as the
 * open-order limit folds them: no +tags, the phone's last ten digits, letters and digits of the
 * street) or the client address they came from: one person holding stock under many names. Each
 * order opens its details, where the owner cancels it as any other order.
 */
export function OpenCodGroups() {
  const query = useQuery(OpenCodGroupsQuery, { fetchPolicy: 'cache-and-network' });
  const [openId, setOpenId] = useState<string | null>(null);
  const groups = query.data?.openCashOnDeliveryGroups;
  const opened = useQuery(OpenCodOrderQuery, { variables: { id: openId ?? '' }, skip: !openId });
  const openOrder = (openId && opened.data?.order) || null;

  if (query.error && !groups)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} what="open cash-on-delivery orders" />;
  if (!groups) return <TableSkeleton rows={3} label="Loading open cash-on-delivery orders" />;
  return (
    <Stack gap="sm" data-testid="open-cod-groups">
      <Text size="sm" c="dimmed">
        Undelivered cash-on-delivery orders that share a shopper or the address they were placed from, most first.
      </Text>
      {groups.length === 0 ? (
        <EmptyState message="No shopper has more than one undelivered cash-on-delivery order." />
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Shared</Table.Th>
              <Table.Th>Shopper key</Table.Th>
              <Table.Th>Open orders</Table.Th>
              <Table.Th>Orders</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((group) => (
              <Table.Tr key={`${group.matchedBy}:${group.key}`}>
                <Table.Td>{SHARED[group.matchedBy] ?? group.matchedBy}</Table.Td>
                <Table.Td>
                  <Text ff="monospace" size="sm">
                    {group.key}
                  </Text>
                </Table.Td>
                <Table.Td>{group.openOrders}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    {group.orders.map((order) => (
                      <Anchor
                        key={order.id}
                        component="button"
                        type="button"
                        onClick={() => setOpenId(order.id)}
                        aria-label={`Open order ${order.orderNumber} (${order.customerName})`}
                      >
                        {order.orderNumber}
                      </Anchor>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <OrderDetailsModal
        order={openOrder}
        onClose={() => {
          setOpenId(null);
          void query.refetch();
        }}
      />
    </Stack>
  );
}
