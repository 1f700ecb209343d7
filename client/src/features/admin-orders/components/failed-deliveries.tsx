import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/errors';
import { FailedDeliveriesQuery, useCourier } from '../api/use-courier';

/** Parcels the courier could not deliver, oldest first, each with the courier's reason and the owner's two answers. */
export function FailedDeliveries() {
  const { data, loading, error } = useQuery(FailedDeliveriesQuery, { fetchPolicy: 'cache-and-network' });
  const { answerFailedDelivery, loading: answering } = useCourier();
  const [problem, setProblem] = useState<string | null>(null);
  if (error) return <Alert color="red">{errorMessage(error)}</Alert>;
  const rows = data?.failedDeliveries ?? [];
  if (!loading && rows.length === 0) return <Text c="dimmed">No failed delivery is waiting for an answer.</Text>;

  async function answer(orderId: string, reply: 'REATTEMPT' | 'RETURN') {
    setProblem(null);
    try {
      await answerFailedDelivery(orderId, reply, '');
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  }

  return (
    <Stack gap="sm" data-testid="failed-deliveries">
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Order</Table.Th>
              <Table.Th>Customer</Table.Th>
              <Table.Th>Courier</Table.Th>
              <Table.Th>Reason</Table.Th>
              <Table.Th>Answer</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td>{order.orderNumber}</Table.Td>
                <Table.Td>
                  {order.customerName}
                  <Text size="xs" c="dimmed">
                    {order.phone}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {order.shipment?.courierName}
                  <Text size="xs" c="dimmed">
                    AWB {order.shipment?.trackingNumber}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {order.shipment?.failedDelivery?.reason} (attempt {order.shipment?.failedDelivery?.attempts})
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" loading={answering} onClick={() => void answer(order.id, 'REATTEMPT')}>
                      Re-attempt
                    </Button>
                    <Button size="xs" variant="default" loading={answering} onClick={() => void answer(order.id, 'RETURN')}>
                      Return
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
