import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { reattemptDayLabel } from '@common/failed-delivery';
import { errorMessage } from '@/lib/errors';
import { FailedDeliveriesQuery, useCourier } from '../api/use-courier';

/**
 * Parcels the courier could not deliver, oldest first, each with the courier's reason and the
 * owner's two answers: deliver again on a day the owner picks (the next working day unless
 * changed), or send it back.
 */
export function FailedDeliveries() {
  const { data, loading, error } = useQuery(FailedDeliveriesQuery, { fetchPolicy: 'cache-and-network' });
  const { answerFailedDelivery, loading: answering } = useCourier();
  const [problem, setProblem] = useState<string | null>(null);
  /** The day picked per order; an order not in here goes on its first offered day. */
  const [days, setDays] = useState<Record<string, string>>({});
  if (error) return <Alert color="red">{errorMessage(error)}</Alert>;
  const rows = data?.failedDeliveries ?? [];
  if (!loading && rows.length === 0) return <Text c="dimmed">No failed delivery is waiting for an answer.</Text>;

  async function answer(orderId: string, reply: 'REATTEMPT' | 'RETURN', reattemptOn?: string) {
    setProblem(null);
    try {
      await answerFailedDelivery(orderId, reply, '', { reattemptOn });
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
            {rows.map((order) => {
              const offered = order.deliveryAttemptFailure?.reattemptDays ?? [];
              const day = days[order.id] ?? offered[0];
              return (
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
                      {offered.length > 0 && (
                        <Select
                          size="xs"
                          w={150}
                          aria-label={`Re-attempt day for order ${order.orderNumber}`}
                          data={offered.map((value) => ({ value, label: reattemptDayLabel(value) }))}
                          value={day ?? null}
                          allowDeselect={false}
                          onChange={(value) => value && setDays((picked) => ({ ...picked, [order.id]: value }))}
                        />
                      )}
                      <Button size="xs" loading={answering} onClick={() => void answer(order.id, 'REATTEMPT', day)}>
                        Re-attempt
                      </Button>
                      <Button size="xs" variant="default" loading={answering} onClick={() => void answer(order.id, 'RETURN')}>
                        Return
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
