import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatOrderDateTime } from '@/components/admin/format-date';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { useCashOnDelivery } from '../api/use-cash-on-delivery';

export interface CodPanelOrder {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  totalMoney: { formatted: string };
  cashCollectedAt?: string | null;
}

/**
 * A cash-on-delivery order's money: how much the courier collects, then "Cash collected" once it
 * is delivered, or "Returned undelivered" while it is on its way and comes back refused.
 */
export function CodPanel({ order }: { order: CodPanelOrder }) {
  const { recordCashCollected, returnUndelivered, loading } = useCashOnDelivery();
  const [problem, setProblem] = useState<string | null>(null);
  if (order.paymentMethod !== 'CASH_ON_DELIVERY') return null;
  const waiting = order.paymentStatus === 'PAY_ON_DELIVERY' && order.status !== 'CANCELLED';

  async function act(action: (id: string, orderNumber: string) => Promise<void>) {
    setProblem(null);
    try {
      await action(order.id, order.orderNumber);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <Stack gap="xs" data-testid="cod-panel">
      <Title order={2} size="h5">
        Cash on delivery
      </Title>
      {problem && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {problem}
        </Alert>
      )}
      {order.cashCollectedAt ? (
        <Text size="sm">
          {order.totalMoney.formatted} collected on {formatOrderDateTime(order.cashCollectedAt)}.
        </Text>
      ) : waiting ? (
        <Text size="sm">The courier collects {order.totalMoney.formatted} in cash at the door.</Text>
      ) : (
        <Text size="sm">No cash was collected.</Text>
      )}
      {waiting && (
        <Group>
          {order.status === 'DELIVERED' && (
            <Button leftSection={<IconCash size={18} />} loading={loading} onClick={() => void act(recordCashCollected)}>
              Cash collected
            </Button>
          )}
          {order.status === 'SHIPPED' && (
            <Button variant="default" color="red" loading={loading} onClick={() => void act(returnUndelivered)}>
              Returned undelivered
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
