import { Alert, Anchor, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { CARRIERS, isCarrierCode, trackingNumberProblem, type CarrierCode } from '@common/carriers';
import type { OrderStatus } from '@/gql/graphql';
import { formatOrderDateTime } from '@/components/admin/format-date';
import { errorMessage } from '@/lib/errors';
import { useShipping } from '../api/use-ship-order';

export interface ShipPanelOrder {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  deliveredAt?: string | null;
  shipment?: { carrierName: string; trackingNumber: string; trackingUrl?: string | null; shippedAt: string } | null;
}

const CARRIER_OPTIONS = CARRIERS.map((carrier) => ({ value: carrier.code, label: carrier.name }));

/**
 * The order's way out: a paid order gets the Ship form (courier and tracking number, checked as
 * the server checks them, common/carriers.ts); a shipped one shows its courier and link and can be
 * marked delivered.
 */
export function ShipPanel({ order }: { order: ShipPanelOrder }) {
  if (order.status === 'PROCESSING') return <ShipForm order={order} />;
  if (!order.shipment && order.status !== 'SHIPPED') return null;
  return <ShipmentFacts order={order} />;
}

function ShipForm({ order }: { order: ShipPanelOrder }) {
  const [carrier, setCarrier] = useState<CarrierCode | null>(null);
  const [trackingNumber, setTrackingNumber] = useState('');
  const [problems, setProblems] = useState<{ carrier?: string; trackingNumber?: string; form?: string }>({});
  const { shipOrder, loading } = useShipping();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: typeof problems = {};
    if (!carrier) found.carrier = 'Choose the courier';
    const numberProblem = carrier ? trackingNumberProblem(carrier, trackingNumber) : null;
    if (numberProblem) found.trackingNumber = numberProblem;
    setProblems(found);
    if (!carrier || Object.keys(found).length > 0) return;
    try {
      await shipOrder(order.id, carrier, trackingNumber, order.orderNumber);
    } catch (error) {
      setProblems({ form: errorMessage(error) });
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Ship this order">
      <Stack gap="sm" data-testid="ship-panel">
        <Title order={2} size="h5">
          Ship
        </Title>
        {problems.form && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {problems.form}
          </Alert>
        )}
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label="Courier"
            placeholder="Choose"
            data={CARRIER_OPTIONS}
            value={carrier}
            onChange={(value) => setCarrier(isCarrierCode(value) ? value : null)}
            error={problems.carrier}
            required
            comboboxProps={{ withinPortal: true }}
            style={{ minWidth: 160 }}
          />
          <TextInput
            label="Tracking number"
            value={trackingNumber}
            onChange={(event) => setTrackingNumber(event.currentTarget.value)}
            error={problems.trackingNumber}
            required
            autoComplete="off"
            style={{ minWidth: 160 }}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={loading}>
            Ship order
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ShipmentFacts({ order }: { order: ShipPanelOrder }) {
  const { markDelivered, loading } = useShipping();
  const { shipment } = order;
  return (
    <Stack gap={4} data-testid="shipment">
      <Title order={2} size="h5">
        Shipment
      </Title>
      {shipment ? (
        <>
          <Text size="sm">
            {shipment.carrierName} ·{' '}
            {shipment.trackingUrl ? (
              <Anchor href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                {shipment.trackingNumber}
              </Anchor>
            ) : (
              shipment.trackingNumber
            )}
          </Text>
          <Text size="xs" c="dimmed">
            Shipped {formatOrderDateTime(shipment.shippedAt)}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          Shipped without a tracking number.
        </Text>
      )}
      {order.deliveredAt && (
        <Text size="xs" c="dimmed">
          Delivered {formatOrderDateTime(order.deliveredAt)}
        </Text>
      )}
      {order.status === 'SHIPPED' && (
        <Group justify="flex-end">
          <Button variant="light" loading={loading} onClick={() => void markDelivered(order.id, order.orderNumber).catch(() => undefined)}>
            Mark delivered
          </Button>
        </Group>
      )}
    </Stack>
  );
}
